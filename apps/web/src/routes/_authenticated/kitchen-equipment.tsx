import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ComingSoon';

export const Route = createFileRoute('/_authenticated/kitchen-equipment')({
  component: () => <ComingSoon title="Kitchen Equipment" />,
});
