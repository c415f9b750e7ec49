import { createFileRoute } from '@tanstack/react-router';
import { ThumbnailPageView } from '../../components/thumbnails/ThumbnailPageView';

/** Public marketing page, outside the shell: no sign-in needed. */
export const Route = createFileRoute('/thumbnail/ai')({
  component: () => <ThumbnailPageView page="ai" />,
});
