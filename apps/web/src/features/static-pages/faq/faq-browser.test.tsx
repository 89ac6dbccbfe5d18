import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { FAQ_EMPTY_MESSAGE, FaqBrowser } from './faq-browser';
import { FAQ_ENTRIES } from './faq-entries';

// Role queries over every accordion button are slow in jsdom; the attribute says the same.
const questions = () => document.querySelectorAll('button[aria-expanded]');
const collapsed = () => document.querySelectorAll('button[aria-expanded="false"]');

describe('FaqBrowser', () => {
  it('offers every category and lists every question, collapsed', () => {
    renderWithRouter(<FaqBrowser />);
    const categories = within(screen.getByRole('group', { name: 'Category' }));
    for (const name of ['All', 'Getting Started', 'Uploading', 'Account', 'Technical', 'Community']) {
      expect(categories.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(collapsed()).toHaveLength(FAQ_ENTRIES.length);
  });

  it('expands an answer with the install steps', async () => {
    renderWithRouter(<FaqBrowser />);
    await userEvent.click(screen.getByRole('button', { name: 'How do I install a livery in Le Mans Ultimate?' }));
    const answer = screen.getByRole('region', { name: 'How do I install a livery in Le Mans Ultimate?' });
    expect(answer).toHaveTextContent('Documents/Le Mans Ultimate/UserData/Liveries');
    expect(answer).toHaveTextContent('UserData\\Liveries');
    expect(answer).toHaveTextContent('Apply to a New Car');
    expect(answer).toHaveTextContent('Assign the materials per region');
  });

  it('states the upload facts of the spec', async () => {
    renderWithRouter(<FaqBrowser />);
    await userEvent.click(screen.getByRole('button', { name: 'What do I need to upload a livery?' }));
    await userEvent.click(screen.getByRole('button', { name: 'How large can my files be?' }));
    const upload = screen.getByRole('region', { name: 'What do I need to upload a livery?' });
    expect(upload).toHaveTextContent('Between 1 and 5 screenshots in jpg or png');
    expect(upload).toHaveTextContent('both in tga format');
    const sizes = screen.getByRole('region', { name: 'How large can my files be?' });
    expect(sizes).toHaveTextContent('tga file under 50 MB');
    expect(sizes).toHaveTextContent('screenshot under 10 MB');
    expect(sizes).toHaveTextContent('zips the two tga files together');
  });

  it('filters by category and by every word of the search', async () => {
    renderWithRouter(<FaqBrowser />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const accountCount = FAQ_ENTRIES.filter((e) => e.category === 'Account').length;
    expect(collapsed()).toHaveLength(accountCount);
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'PASSWORD forgot');
    expect(screen.getByRole('button', { name: 'I forgot my password. What now?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What is Paddock?' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`1 of ${FAQ_ENTRIES.length} questions`);
  });

  it('shows the empty state and clears the search', async () => {
    renderWithRouter(<FaqBrowser />);
    await userEvent.click(screen.getByRole('button', { name: 'Technical' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'zeppelin');
    expect(screen.getByText(FAQ_EMPTY_MESSAGE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('');
    expect(screen.queryByText(FAQ_EMPTY_MESSAGE)).not.toBeInTheDocument();
    expect(questions()).toHaveLength(FAQ_ENTRIES.length);
  });

  it('opens the answer named in the address', () => {
    renderWithRouter(<FaqBrowser />, '/faq#file-sizes');
    expect(screen.getByRole('button', { name: 'How large can my files be?' })).toHaveAttribute('aria-expanded', 'true');
  });
});
