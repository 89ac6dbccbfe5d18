import { COOKIE_CONSENT_KEY } from '@paddock/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueTag } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

const TAG_SERVICE = /googletagmanager\.com|google-analytics\.com/;

/**
 * The cookie banner and analytics consent (the Google tag loads only after Accept), the static
 * pages, and the contact form, whose message reaches the admins' inbox.
 */
describe('consent, static pages and contact', () => {
  let j: Journey;
  const analyticsRequests: string[] = [];

  beforeAll(async () => {
    j = await startJourney('consent');
    // The tag service is outside this machine: note every request to it and answer with an empty script.
    await j.context.route(TAG_SERVICE, (route) => {
      analyticsRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
  });
  afterAll(async () => j?.finish());

  const consent = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Paddock' });

  it('asks for consent and sends nothing to analytics before it is given', async () => {
    const { page } = j;
    await page.goto('/');
    await banner(page).waitFor();
    await j.checkA11y('home with the cookie banner');
    expect(await consent(page)).toBeNull();

    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await page.getByRole('heading', { level: 1, name: /FAQ|Frequently/ }).waitFor();
    await page.getByPlaceholder('Search, e.g. install or password').fill('no-such-question-anywhere');
    await page.getByText('No FAQs found matching your search criteria.').waitFor();
    await j.checkA11y('faq, no match');
    await page.getByRole('button', { name: 'Clear Search' }).first().click();
    const install = page.getByRole('button', { name: 'How do I install a livery in Le Mans Ultimate?' });
    await install.click();
    expect(await install.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region', { name: 'How do I install a livery in Le Mans Ultimate?' }).waitFor();
    await j.checkA11y('faq, an answer open');

    for (const [link, heading] of [
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText('Last updated June 2025').waitFor();
      await j.checkA11y();
    }
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(analyticsRequests).toEqual([]);
  });

  it('stores the consent on Accept, hides the banner and only then loads the tag', async () => {
    const { page } = j;
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    expect(await consent(page)).toBe('true');
    await expect.poll(() => analyticsRequests.length).toBeGreaterThan(0);
    expect(analyticsRequests[0]).toContain(`id=${inject('analyticsId')}`);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await banner(page).count()).toBe(0);
  });

  it('keeps analytics off for a visitor who declines', async () => {
    const declining = await j.browser.newContext({ baseURL: j.baseUrl, reducedMotion: 'reduce' });
    const seen: string[] = [];
    await declining.route(TAG_SERVICE, (route) => {
      seen.push(route.request().url());
      return route.abort();
    });
    const page = await declining.newPage();
    await page.goto('/faq');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    expect(await consent(page)).toBe('false');
    await page.getByRole('link', { name: 'Browse Liveries' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Explore All Liveries' }).waitFor();
    expect(seen).toEqual([]);
    await declining.close();
  });

  it('sends a message from the contact form to the admins', async () => {
    const { page } = j;
    const subjectLine = `Question ${uniqueTag()}`;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await j.checkA11y();
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Visiting Racer');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('visitor@e2e.paddock.test');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Technical support' });
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill(`${subjectLine}: how do I install a livery for the Porsche 963?`);
    await page.getByText(/\/2000 characters/).waitFor();
    await send.click();
    await page.getByText("Thank you for your message! We'll get back to you within 24 hours.").waitFor();
    await page.getByText('Message sent successfully!').waitFor();
    await j.checkA11y('contact, sent');

    const inbox = await j.admin.get<{ items: { email: string; subject: string; message: string }[] }>(
      '/api/contact-messages',
    );
    expect(inbox.items).toContainEqual(
      expect.objectContaining({
        email: 'visitor@e2e.paddock.test',
        subject: 'technical',
        message: expect.stringContaining(subjectLine),
      }),
    );
  });
});
