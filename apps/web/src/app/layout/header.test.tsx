import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '@paddock/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '@/app/layout/header';
import css from '@/styles/index.css?raw';
import { mockCurrentUser, renderWithRouter } from '@/test/render';

const admin = { id: 1, username: 'lena', email: 'lena@example.com', role: 'admin' } as const;
const member = { id: 2, username: 'marco', email: 'marco@example.com', role: 'user' } as const;

function setWindow(prop: 'innerWidth' | 'scrollY', value: number, event: 'resize' | 'scroll') {
  Object.defineProperty(window, prop, { configurable: true, writable: true, value });
  act(() => {
    window.dispatchEvent(new Event(event));
  });
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('Header', () => {
  afterEach(() => {
    setWindow('innerWidth', 1024, 'resize');
    setWindow('scrollY', 0, 'scroll');
  });

  it('shows Login and Register when signed out, and always an Upload Livery button', async () => {
    mockCurrentUser(null);
    renderWithRouter(<Header />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Upload Livery' })).toHaveAttribute('href', '/upload');
    expect(screen.queryByRole('link', { name: /Admin Panel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('treats an unreachable API as signed out', async () => {
    mockCurrentUser(null).mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithRouter(<Header />);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the user menu with an ADMIN badge and the Admin Panel link for an admin', async () => {
    mockCurrentUser(admin);
    const user = userEvent.setup();
    renderWithRouter(<Header />);

    const trigger = await screen.findByRole('button', { name: /Account menu for lena/ });
    expect(within(trigger).getByText('ADMIN')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Liveries' })).toHaveAttribute('href', '/my-liveries');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();

    // A click elsewhere on the page closes it.
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('has no ADMIN badge or Admin Panel link for a member', async () => {
    mockCurrentUser(member);
    renderWithRouter(<Header />);
    const trigger = await screen.findByRole('button', { name: /Account menu for marco/ });
    expect(within(trigger).queryByText('ADMIN')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin Panel/ })).not.toBeInTheDocument();
    // Members get the notification bell; visitors (first test) do not.
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('logout signs out and goes home', async () => {
    const fetchMock = mockCurrentUser(member);
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Header />, '/settings');

    await user.click(await screen.findByRole('button', { name: /Account menu for marco/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
    await screen.findByRole('link', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('the hamburger toggles the mobile menu and locks page scrolling', async () => {
    mockCurrentUser(null);
    setWindow('innerWidth', 390, 'resize');
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(panel as HTMLElement).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu and unlocks scrolling when the window grows past the breakpoint', async () => {
    mockCurrentUser(null);
    setWindow('innerWidth', 390, 'resize');
    const user = userEvent.setup();
    renderWithRouter(<Header />);

    await user.click(toggle());
    setWindow('innerWidth', MOBILE_BREAKPOINT_PX, 'resize');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    setWindow('innerWidth', MOBILE_BREAKPOINT_PX + 1, 'resize');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu on navigation and on Escape', async () => {
    mockCurrentUser(null);
    const user = userEvent.setup();
    renderWithRouter(<Header />);

    await user.click(toggle());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Browse Liveries' }),
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('takes the scrolled style only past the scroll threshold', () => {
    mockCurrentUser(null);
    renderWithRouter(<Header />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('is-scrolled');

    setWindow('scrollY', HEADER_SCROLL_THRESHOLD_PX, 'scroll');
    expect(header).not.toHaveClass('is-scrolled');

    setWindow('scrollY', HEADER_SCROLL_THRESHOLD_PX + 1, 'scroll');
    expect(header).toHaveClass('is-scrolled');
  });

  it('search goes to Browse with the trimmed term on Enter and ignores an empty term', async () => {
    mockCurrentUser(null);
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Header />, '/faq');
    const input = screen.getByRole('combobox', { name: 'Search liveries' });

    await user.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/faq');

    await user.type(input, ' gulf 963 {Enter}');
    expect(router.state.location.pathname).toBe('/liveries');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('gulf 963');
  });

  it('uses the same breakpoint in CSS as MOBILE_BREAKPOINT_PX', () => {
    expect(css).toContain(`@custom-variant nav (@media (width > ${MOBILE_BREAKPOINT_PX}px))`);
  });
});
