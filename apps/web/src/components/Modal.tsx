import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/** Every dialog: dark 80 % backdrop with a 2 px blur (spec part 1 §9), focus trapped by Headless UI. */
export function Modal({ open, onClose, title, description, children, size = 'md' }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/80 backdrop-blur-[2px] transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="relative flex min-h-full w-full items-center justify-center p-4">
        <DialogPanel
          transition
          className={`card w-full ${size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-2xl' : 'max-w-md'} p-6 shadow-xl transition duration-150 data-closed:scale-95 data-closed:opacity-0`}
        >
          <DialogTitle className="text-lg font-semibold text-zinc-900 dark:text-white">{title}</DialogTitle>
          {description ? (
            <Description className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
