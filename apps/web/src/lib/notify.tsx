import toast from 'react-hot-toast';

function ToastText({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold">{title}</p>
      {description ? <p className="mt-0.5 text-sm opacity-80">{description}</p> : null}
    </div>
  );
}

/** Toasts with a title and an optional description (spec part 1 §4). */
export const notify = {
  success: (title: string, description?: string) =>
    toast.success(<ToastText title={title} description={description} />),
  error: (title: string, description?: string) => toast.error(<ToastText title={title} description={description} />),
  info: (title: string, description?: string) =>
    toast(<ToastText title={title} description={description} />, { icon: 'ℹ️' }),
  warning: (title: string, description?: string) =>
    toast(<ToastText title={title} description={description} />, { icon: '⚠️' }),
};
