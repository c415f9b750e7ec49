import { useId, useMemo, useState, type FormEvent } from 'react';
import { postTypes, ZCreatePostRequest, type PostType } from '@sous/domain';
import { communityStrings } from '../../lib/communityStrings';
import { validate, type FieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import { TextAreaField } from '../ui/TextAreaField';
import { type PostData } from './useCommunity';
import { communityMessages } from '@sous/domain';

const m = communityMessages;
const s = communityStrings.form;

interface PostFormValues {
  type: PostType;
  content: string;
  recipeId: string;
  location: string;
}

/** Only the fields the chosen type uses are sent; the server checks the same schema. */
function toInput(values: PostFormValues) {
  return {
    content: values.content,
    type: values.type,
    recipeId: values.type === 'RECIPE_SHARE' && values.recipeId ? Number(values.recipeId) : undefined,
    location: values.type === 'FOOD_RESCUE' ? values.location : undefined,
  };
}

/** Create Post and Edit Post: the same form, validated with the server's schema on each change. */
export function PostFormDialog({ open, onClose, post }: { open: boolean; onClose: () => void; post?: PostData }) {
  return (
    <Modal open={open} onClose={onClose} title={post ? s.editTitle : s.createTitle} size="lg">
      <PostForm post={post} onClose={onClose} />
    </Modal>
  );
}

function PostForm({ post, onClose }: { post: PostData | undefined; onClose: () => void }) {
  const [values, setValues] = useState<PostFormValues>(() => ({
    type: post?.type ?? 'COOKING_TIP',
    content: post?.content ?? '',
    recipeId: post?.recipe ? String(post.recipe.id) : '',
    location: post?.location ?? '',
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const typeId = useId();
  const recipeSelectId = useId();

  const utils = trpc.useUtils();
  const recipes = trpc.recipes.list.useQuery(undefined, { enabled: values.type === 'RECIPE_SHARE' });
  const settle = () => Promise.all([utils.community.invalidate(), utils.recipes.invalidate()]);
  const create = trpc.community.create.useMutation({ onSettled: settle });
  const update = trpc.community.update.useMutation({ onSettled: settle });

  const errors = useMemo(() => validate(ZCreatePostRequest, toInput(values)).errors ?? {}, [values]);
  const shown = (name: keyof PostFormValues) =>
    serverErrors[name] ?? (submitted || touched.has(name) ? errors[name] : undefined);

  const change = (patch: Partial<PostFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setTouched((previous) => new Set([...previous, ...Object.keys(patch)]));
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const input = toInput(values);
    try {
      if (post) {
        await update.mutateAsync({
          id: post.id,
          ...input,
          recipeId: input.recipeId ?? null,
          location: input.location ?? null,
        });
        notify.success(m.updated);
      } else {
        await create.mutateAsync(input);
        notify.success(m.created);
      }
      onClose();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      const failed = post ? m.processFailed : m.createFailed;
      notify.error(failed, errorMessage(error, failed));
    }
  };

  const recipeError = shown('recipeId');
  const recipeErrorId = `${recipeSelectId}-error`;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="post-form">
      <div>
        <label htmlFor={typeId} className="label">
          {s.type}
        </label>
        <select
          id={typeId}
          className="input"
          value={values.type}
          onChange={(event) => change({ type: event.target.value as PostType })}
        >
          {postTypes.map((type) => (
            <option key={type} value={type}>
              {s.typeOptions[type]}
            </option>
          ))}
        </select>
      </div>

      {values.type === 'RECIPE_SHARE' ? (
        <div>
          <label htmlFor={recipeSelectId} className="label">
            {s.recipe}
          </label>
          <select
            id={recipeSelectId}
            className="input"
            value={values.recipeId}
            disabled={recipes.isPending}
            aria-invalid={recipeError ? true : undefined}
            aria-describedby={recipeError ? recipeErrorId : undefined}
            onChange={(event) => change({ recipeId: event.target.value })}
          >
            <option value="">{recipes.isPending ? s.recipesLoading : s.recipePlaceholder}</option>
            {recipes.data?.map((recipe) => (
              <option key={recipe.id} value={recipe.id}>
                {recipe.title}
              </option>
            ))}
          </select>
          {recipeError ? (
            <p id={recipeErrorId} className="field-error">
              {recipeError}
            </p>
          ) : recipes.data?.length === 0 ? (
            <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{s.noRecipes}</p>
          ) : null}
        </div>
      ) : null}

      {values.type === 'FOOD_RESCUE' ? (
        <TextField
          label={s.location}
          name="location"
          placeholder={s.locationPlaceholder}
          autoComplete="off"
          value={values.location}
          error={shown('location')}
          onChange={(event) => change({ location: event.target.value })}
        />
      ) : null}

      <TextAreaField
        label={s.content}
        name="content"
        rows={5}
        autoFocus
        placeholder={s.contentPlaceholders[values.type]}
        value={values.content}
        error={shown('content')}
        onChange={(event) => change({ content: event.target.value })}
      />

      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={create.isPending || update.isPending}
        pendingLabel={s.saving}
        submitLabel={post ? s.submitEdit : s.submitCreate}
      />
    </form>
  );
}
