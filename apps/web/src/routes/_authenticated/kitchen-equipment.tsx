import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Plus } from 'lucide-react';
import * as z from 'zod/mini';
import { EquipmentFormDialog } from '../../components/equipment/EquipmentFormDialog';
import { EquipmentList } from '../../components/equipment/EquipmentList';
import { RecommendationsPanel } from '../../components/equipment/RecommendationsPanel';
import { useShoppingSession } from '../../components/equipment/useShoppingSession';
import { equipmentStrings } from '../../lib/equipmentStrings';

const s = equipmentStrings.page;
const tabs = ['equipment', 'recommendations'] as const;

export const Route = createFileRoute('/_authenticated/kitchen-equipment')({
  validateSearch: z.object({ tab: z.catch(z.optional(z.enum(tabs)), undefined) }),
  loader: ({ context }) => {
    // Warm the cache without blocking: the grid shows its spinner while it loads.
    void context.utils.equipment.list.prefetch();
  },
  component: KitchenEquipmentPage,
});

const tabClass =
  'rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-zinc-600 transition focus:outline-none data-focus:ring-2 data-focus:ring-accent data-hover:text-zinc-900 data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm sm:px-6 dark:text-zinc-400 dark:data-hover:text-white dark:data-selected:bg-zinc-950 dark:data-selected:text-white';

function KitchenEquipmentPage() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  const [addOpen, setAddOpen] = useState(false);
  // Lives here so the Shopping List card keeps this visit's items across tab switches.
  const shopping = useShoppingSession();

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.title}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
        </div>
        <button type="button" className="btn-primary self-start sm:self-auto" onClick={() => setAddOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {s.addEquipment}
        </button>
      </header>

      <TabGroup
        selectedIndex={Math.max(0, tabs.indexOf(tab ?? 'equipment'))}
        onChange={(index) =>
          void navigate({
            to: '/kitchen-equipment',
            search: { tab: index === 0 ? undefined : tabs[index] },
            replace: true,
          })
        }
      >
        <TabList className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-200/70 p-1 sm:inline-grid dark:bg-zinc-800">
          <Tab className={tabClass}>{s.tabEquipment}</Tab>
          <Tab className={tabClass}>{s.tabRecommendations}</Tab>
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel className="focus:outline-none">
            <EquipmentList onAdd={() => setAddOpen(true)} />
          </TabPanel>
          {/* Unmounted while hidden (Headless UI): each opening runs a fresh analysis (spec part 2 §2). */}
          <TabPanel className="focus:outline-none">
            <RecommendationsPanel
              shopping={shopping.items}
              onAdded={shopping.added}
              onRemove={(entry) => void shopping.remove(entry)}
              removing={shopping.removing}
            />
          </TabPanel>
        </TabPanels>
      </TabGroup>

      <EquipmentFormDialog open={addOpen} onClose={() => setAddOpen(false)} />
    </div>
  );
}
