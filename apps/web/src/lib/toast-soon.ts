/**
 * `toast.error` for code in the entry script (the route guard, signing out): importing sonner
 * there would put it in the script every page evaluates before it can respond, where it is 34 kB
 * of a phone's Total Blocking Time. Loaded on first use instead, as the toast stack is
 * (app/toaster.tsx); sonner shows a toast raised before the stack mounts once it does.
 */
export function toastErrorSoon(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}
