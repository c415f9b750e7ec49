import { useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { AlertCircle, ArrowLeft, BookOpen, EyeOff, ImageIcon, Info, MapPin, Trash2 } from 'lucide-react';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { BannerDialog } from './BannerDialog';
import { creatorLabel, CuisineBanner } from './CuisineCard';
import { CuisineOverview } from './CuisineOverview';
import { CuisineRecipes } from './CuisineRecipes';
import { useHideCuisine } from './useCuisines';
import { cuisineMessages } from '@sous/domain';

const s = cuisineStrings.details;

export const tabClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 transition-colors hover:text-zinc-900 focus:outline-none data-focus:outline-2 data-focus:outline-accent data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm dark:text-zinc-400 dark:hover:text-white dark:data-selected:bg-zinc-900 dark:data-selected:text-white';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-ghost -ml-2" onClick={onClick}>
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </button>
  );
}

/** One cuisine: banner, the creator's Edit Banner and Delete Cuisine (anyone else's Hide), tabs Overview and Recipes. */
export function CuisineDetails({
  cuisineId,
  onBack,
  onOpenRecipe,
}: {
  cuisineId: number;
  onBack: () => void;
  onOpenRecipe: (recipeId: number) => void;
}) {
  const cuisine = trpc.cuisine.byId.useQuery({ id: cuisineId }, { retry: false });
  const [bannerOpen, setBannerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const hide = useHideCuisine(onBack);

  if (cuisine.isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-live="polite">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (cuisine.isError) {
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
        <AlertCircle className="size-8 text-red-500" aria-hidden />
        <p className="font-semibold">{cuisineMessages.detailsLoadFailed}</p>
        <button type="button" className="btn-secondary" onClick={onBack}>
          {s.goBack}
        </button>
      </div>
    );
  }

  const data = cuisine.data;
  return (
    <div className="space-y-5">
      <BackButton label={s.back} onClick={onBack} />

      <section className="card overflow-hidden" aria-labelledby="cuisine-title">
        <div className="relative">
          <div className="h-52 overflow-hidden sm:h-72 [&>div]:aspect-auto [&>div]:h-full">
            <CuisineBanner cuisine={data} />
          </div>
          <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/75 via-black/25 to-transparent p-4 sm:p-6">
            <h1 id="cuisine-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {data.name}
            </h1>
            <p className="mt-1 flex items-center gap-1 text-sm text-white/90">
              <MapPin className="size-4" aria-hidden />
              {data.region}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <p className="text-zinc-700 dark:text-zinc-300">{data.description}</p>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <span className="badge">{creatorLabel(data)}</span>
            {data.isCreator ? (
              <>
                <button type="button" className="btn-secondary" onClick={() => setBannerOpen(true)}>
                  <ImageIcon className="size-4" aria-hidden />
                  {s.editBanner}
                </button>
                <button type="button" className="btn-danger" onClick={() => setConfirmOpen(true)}>
                  <Trash2 className="size-4" aria-hidden />
                  {s.deleteCuisine}
                </button>
              </>
            ) : (
              <button type="button" className="btn-secondary" title={s.hideHint} onClick={() => setConfirmOpen(true)}>
                <EyeOff className="size-4" aria-hidden />
                {s.hideCuisine}
              </button>
            )}
          </div>
        </div>
      </section>

      <TabGroup>
        <TabList aria-label={s.tabsLabel} className="inline-flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800/70">
          <Tab className={tabClass}>
            <Info className="size-4" aria-hidden />
            {s.overview}
          </Tab>
          <Tab className={tabClass}>
            <BookOpen className="size-4" aria-hidden />
            {s.recipes}
            <span className="rounded-full bg-zinc-200 px-1.5 text-xs tabular-nums dark:bg-zinc-700">
              {data.recipes.length}
            </span>
          </Tab>
        </TabList>
        <TabPanels className="mt-5">
          <TabPanel className="focus:outline-none">
            <CuisineOverview cuisine={data} />
          </TabPanel>
          <TabPanel className="focus:outline-none">
            <CuisineRecipes cuisine={data} onOpenRecipe={onOpenRecipe} />
          </TabPanel>
        </TabPanels>
      </TabGroup>

      {data.isCreator ? <BannerDialog open={bannerOpen} onClose={() => setBannerOpen(false)} cuisine={data} /> : null}
      <ConfirmDialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => hide.mutate({ id: data.id }, { onSettled: () => setConfirmOpen(false) })}
        title={data.isCreator ? s.deleteTitle : s.hideTitle}
        description={data.isCreator ? s.deleteDescription : s.hideDescription}
        confirmLabel={data.isCreator ? s.deleteCuisine : s.hideCuisine}
        pendingLabel={data.isCreator ? s.deleting : s.hiding}
        cancelLabel={s.cancel}
        pending={hide.isPending}
      />
    </div>
  );
}
