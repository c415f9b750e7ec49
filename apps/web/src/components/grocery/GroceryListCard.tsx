import { useId, useRef, useState, type FormEvent } from 'react';
import { Plus, Trash2, X } from 'lucide-react';
import { messages, newGroceryItem, type Priority } from '@sous/domain';
import { strings } from '../../lib/strings';
import type { GroceryItemData, GroceryListData } from '../../lib/trpc';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { newItemId, useDeleteList, useSaveItems } from './useGroceryLists';

const priorityStyle: Record<Priority, string> = {
  high: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  medium: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300',
  low: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
};

const badge = 'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium';

function ItemRow({ item, onToggle, onRemove }: { item: GroceryItemData; onToggle: () => void; onRemove: () => void }) {
  const id = useId();
  return (
    <li className="group flex items-center gap-3 py-2" data-testid="grocery-item">
      <input
        id={id}
        type="checkbox"
        checked={item.completed}
        onChange={onToggle}
        className="size-4 shrink-0 cursor-pointer rounded accent-(--accent)"
      />
      <label
        htmlFor={id}
        className={`min-w-0 flex-1 cursor-pointer text-sm break-words ${item.completed ? 'text-zinc-400 line-through dark:text-zinc-500' : ''}`}
      >
        {item.name}
      </label>
      {item.priority ? <span className={`${badge} ${priorityStyle[item.priority]}`}>{item.priority}</span> : null}
      {item.category ? (
        <span
          className={`${badge} hidden bg-zinc-100 text-zinc-600 sm:inline-flex dark:bg-zinc-800 dark:text-zinc-300`}
        >
          {item.category}
        </span>
      ) : null}
      <span className={`${badge} bg-accent-soft text-accent tabular-nums`} title={strings.grocery.quantityLabel}>
        ×{item.quantity}
      </span>
      <button
        type="button"
        onClick={onRemove}
        className="rounded p-1 text-zinc-400 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
        aria-label={strings.grocery.removeItem(item.name)}
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

export function GroceryListCard({ list }: { list: GroceryListData }) {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const save = useSaveItems();
  const remove = useDeleteList();
  const done = list.items.filter((item) => item.completed).length;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const item = newGroceryItem(name, quantity, newItemId());
    if (!item) return;
    save(list.id, (items) => [...items, item]);
    setName('');
    setQuantity('1');
    nameInput.current?.focus();
  };

  return (
    <article className="card flex flex-col p-5" data-testid="grocery-list" aria-label={list.title}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold">{list.title}</h3>
          {list.items.length > 0 ? (
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              {strings.grocery.itemsCount(done, list.items.length)}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="icon-btn -mt-1 -mr-2 hover:text-red-600!"
          onClick={() => setConfirmOpen(true)}
          aria-label={strings.grocery.deleteList(list.title)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </header>

      <form onSubmit={add} className="mt-4 flex gap-2">
        <input
          ref={nameInput}
          className="input min-w-0 flex-1"
          placeholder={strings.grocery.addItemPlaceholder}
          aria-label={strings.grocery.addItemLabel}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <input
          className="input w-18 shrink-0"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          aria-label={strings.grocery.quantityLabel}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <button type="submit" className="btn-primary shrink-0 px-3" aria-label={strings.grocery.addItem}>
          <Plus className="size-4" aria-hidden />
        </button>
      </form>

      {list.items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-zinc-300 py-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
          {messages.grocery.emptyList}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-zinc-100 dark:divide-zinc-800">
          {list.items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              onToggle={() =>
                save(list.id, (items) =>
                  items.map((entry) => (entry.id === item.id ? { ...entry, completed: !entry.completed } : entry)),
                )
              }
              onRemove={() => save(list.id, (items) => items.filter((entry) => entry.id !== item.id))}
            />
          ))}
        </ul>
      )}

      <Modal
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={strings.grocery.deleteConfirmTitle}
        description={strings.grocery.deleteConfirmBody(list.title)}
        size="sm"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => setConfirmOpen(false)}>
            {strings.grocery.cancel}
          </button>
          <button
            type="button"
            className="btn-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: list.id }, { onSuccess: () => setConfirmOpen(false) })}
          >
            {remove.isPending ? <Spinner className="size-4 text-white" /> : null}
            {remove.isPending ? strings.grocery.deleting : strings.grocery.deleteConfirm}
          </button>
        </div>
      </Modal>
    </article>
  );
}
