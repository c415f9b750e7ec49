import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon';

export const Route = createFileRoute('/_authenticated/cultural-cuisine')({
  component: () => <ComingSoon title="Cultural Cuisine Explorer" />,
});
