import { TIMINGS } from '@paddock/contract';
import { Toaster } from 'sonner';

/** The toast stack, loaded after the first render (app/providers.tsx): no page needs it to paint. */
export default function AppToaster() {
  return <Toaster position="top-right" duration={TIMINGS.toastMs} theme="dark" richColors closeButton />;
}
