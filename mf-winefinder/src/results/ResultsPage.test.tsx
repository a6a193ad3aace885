import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveConversation, loadConversation } from '../answers';
import { chatResponse, fail, mockApi, renderScreen } from '@vinkompassen/test-kit';
import { rankedWine } from '../test/fixtures';
import { ResultsPage, RESULTS_LIMIT } from './ResultsPage';

const wines = [rankedWine(1, { price: 129 }), rankedWine(2, { name: 'Vin två' }, { note: 'Finns inte i fasta sortimentet (ordervaror)' })];

function openResults(url: string, status = 200) {
  const { calls } = mockApi({
    'POST /api/v1/chat/': () =>
      status === 200
        ? chatResponse({
            answers: { food: ['fisk'], price: '-150' },
            chips: [
              { question_id: 'food', value: 'fisk', label: 'Fisk' },
              { question_id: 'price', value: '-150', label: 'Högst 150 kr' },
            ],
            match_count: 7,
            results: wines,
          })
        : fail(status, { 'answers.food': ['Okänt alternativ: "blå".'] }),
  });
  return { calls, ...renderScreen(<ResultsPage />, { path: url, route: '/winefinder/results' }) };
}

describe('ResultsPage', () => {
  it('asks for the ranked wines of the answers in the query string and lists them', async () => {
    const { calls } = openResults('/winefinder/results?food=fisk&price=-150');
    const list = await screen.findByRole('list', { name: 'Föreslagna viner' });
    expect(calls[0]?.body).toEqual({ answers: { food: ['fisk'], price: '-150' }, limit: RESULTS_LIMIT, include_results: true });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Förslag 1' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(/^Vin 1\b/);
    expect(within(items[0]!).getByText('Passar till fisk, frisk syra, 129 kr')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Träffsäkerhet: hög')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Finns inte i fasta sortimentet (ordervaror)')).toBeInTheDocument();
    expect(screen.getByText('7 viner uppfyller alla dina svar. Här är de som passar bäst.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Dina svar' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Fisk',
      'Högst 150 kr',
    ]);
  });

  it('links back to the chat with the answers, to refine them', async () => {
    openResults('/winefinder/results?price=-150&food=fisk');
    await screen.findByRole('list', { name: 'Föreslagna viner' });
    expect(screen.getByRole('link', { name: 'Ändra svaren' })).toHaveAttribute('href', '/winefinder?food=fisk&price=-150');
  });

  it('shows a skeleton while loading', () => {
    openResults('/winefinder/results');
    expect(screen.getByText('Hämtar förslag …').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Förslag ur sortimentet');
  });

  it('explains a link with answers the API does not know', async () => {
    openResults('/winefinder/results?food=bla', 400);
    expect(await screen.findByText(/Länken innehåller svar som vi inte känner igen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starta Vinväljaren' })).toHaveAttribute('href', '/winefinder');
    expect(screen.queryByRole('button', { name: 'Dela förslagen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ändra svaren' })).not.toBeInTheDocument();
  });

  it('offers a retry when the wines cannot be fetched', async () => {
    openResults('/winefinder/results?food=fisk', 500);
    expect(await screen.findByText('Förslagen kunde inte hämtas just nu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });

  it('copies the shareable URL', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    openResults('/winefinder/results?food=fisk&price=-150');
    await user.click(await screen.findByRole('button', { name: 'Dela förslagen' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/winefinder/results?food=fisk&price=-150');
    expect(await screen.findByText('Länken till förslagen är kopierad.')).toBeInTheDocument();
  });

  it('starts over: forgets the conversation and opens the chat', async () => {
    const user = userEvent.setup();
    saveConversation({ answers: { food: ['fisk'] }, transcript: [{ from: 'user', text: 'Fisk' }] });
    openResults('/winefinder/results?food=fisk');
    await user.click(screen.getByRole('button', { name: 'Börja om' }));
    expect(loadConversation()).toEqual({ answers: {}, transcript: [] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/winefinder$/));
  });
});
