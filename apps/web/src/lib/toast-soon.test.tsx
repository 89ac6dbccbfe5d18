import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { toastErrorSoon } from './toast-soon';

describe('toastErrorSoon', () => {
  it('shows the message in the app’s toast stack, though both load after the first render', async () => {
    render(<AppProviders>page</AppProviders>);
    toastErrorSoon('You need to sign in to upload a livery.');
    expect(await screen.findByText('You need to sign in to upload a livery.')).toBeInTheDocument();
  });
});
