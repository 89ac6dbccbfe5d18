import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyPolicyPage from '@/app/routes/privacy-policy';
import TermsOfServicePage from '@/app/routes/terms-of-service';
import { renderWithRouter } from '@/test/render';

afterEach(() => {
  document.head.querySelector('meta[name="paddock-contact-email"]')?.remove();
});

describe('legal pages', () => {
  it('the privacy policy covers consent-only analytics, the age limit and GDPR rights in Settings', () => {
    renderWithRouter(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const text = (document.body.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Last updated June 2025');
    expect(text).toContain('at least 16 years old');
    expect(text).toContain('only with your consent');
    expect(text).toContain('If you decline, or do not answer, no analytics script is loaded');
    for (const right of ['Export', 'Anonymise', 'Delete']) expect(text).toContain(right);
    expect(screen.getAllByRole('link', { name: 'Settings' })[0]).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('the terms name the minimum age, Danish law and 30 days of notice', () => {
    renderWithRouter(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = (document.body.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Last updated June 2025');
    expect(text).toContain('at least 16 years old');
    expect(text).toContain('Danish law');
    expect(text).toContain('30 days’ notice');
  });

  it('shows the configured support address', () => {
    const meta = document.createElement('meta');
    meta.name = 'paddock-contact-email';
    meta.content = 'support@paddock.test';
    document.head.append(meta);
    renderWithRouter(<TermsOfServicePage />);
    expect(screen.getAllByRole('link', { name: 'support@paddock.test' })[0]).toHaveAttribute(
      'href',
      'mailto:support@paddock.test',
    );
  });
});
