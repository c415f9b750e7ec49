import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Film, X } from 'lucide-react';
import { DEMO_VIDEO_URL, thumbnailStrings as s } from '../../lib/thumbnails';

/** Full-screen overlay with the demo video in a 16:9 frame (at most 4xl wide); Close or Escape dismisses it. */
export function DemoOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [playable, setPlayable] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/80 backdrop-blur-[2px] transition-opacity duration-150 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          data-testid="demo-overlay"
          className="w-full max-w-4xl transition duration-150 data-closed:scale-95 data-closed:opacity-0"
        >
          <div className="mb-3 flex items-center justify-between gap-4 text-white">
            <DialogTitle className="text-lg font-semibold">{s.demoTitle}</DialogTitle>
            <button type="button" onClick={onClose} className="btn bg-white/10 text-white hover:bg-white/20">
              <X className="size-4" aria-hidden />
              {s.close}
            </button>
          </div>
          <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-zinc-950 shadow-2xl ring-1 ring-white/10">
            <video
              className="size-full"
              src={DEMO_VIDEO_URL}
              controls={playable}
              playsInline
              preload="metadata"
              onLoadedData={() => setPlayable(true)}
              onError={() => setPlayable(false)}
            >
              {s.demoComing}
            </video>
            {playable ? null : (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white/80">
                <Film className="size-10" aria-hidden />
                <p className="text-lg font-medium">{s.demoComing}</p>
              </div>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
