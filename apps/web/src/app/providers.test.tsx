import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastErrorSoon } from '@/lib/toast-soon';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('shows a toast raised from the entry script (toastErrorSoon), though sonner and the stack load after the first render', async () => {
    render(<AppProviders>page</AppProviders>);
    toastErrorSoon('You need to sign in to upload a livery.');
    expect(await screen.findByText('You need to sign in to upload a livery.')).toBeInTheDocument();
  });
});
