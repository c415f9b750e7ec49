import type { FormEvent } from 'react';
import { messages, ZCreateGroceryListRequest } from '@sous/domain';
import { useForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { FormAlert, TextField } from '../TextField';

export function CreateListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm(ZCreateGroceryListRequest, { title: '' }, ({ title }) => ({ title, items: [], completed: false }));
  const utils = trpc.useUtils();
  const create = trpc.grocery.create.useMutation({ onSettled: () => utils.grocery.list.invalidate() });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    try {
      await create.mutateAsync(input);
      notify.success(messages.grocery.listCreated, messages.grocery.listCreatedDescription);
      close();
    } catch (error) {
      form.fail(error, strings.grocery.createFailed);
    }
  };

  return (
    <Modal open={open} onClose={close} title={strings.grocery.createTitle}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={strings.grocery.titleLabel}
          placeholder={strings.grocery.titlePlaceholder}
          autoComplete="off"
          autoFocus
          {...form.field('title')}
        />
        <FormAlert message={form.formError} />
        <DialogActions
          onCancel={close}
          cancelLabel={strings.grocery.cancel}
          pending={create.isPending}
          pendingLabel={strings.grocery.creating}
          submitLabel={strings.grocery.create}
        />
      </form>
    </Modal>
  );
}
