import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import { CONVERSATION_KEY, loadConversation, saveConversation } from '../answers';
import { fail, mockApi, recordBus, renderScreen, type ApiCall } from '@vinkompassen/test-kit';
import { fakeChat, GREETING } from '../test/fixtures';
import { ChatPage } from './ChatPage';

type ChatBody = { answers?: Record<string, string | string[]>; message?: string; question_id?: string };

type Fail = (call: ApiCall) => number | undefined | Promise<number | undefined>;

function startChat(url = '/winefinder', failWith: Fail = () => undefined) {
  const { calls } = mockApi({
    'POST /api/v1/chat/': async (_request, call) => {
      const status = await failWith(call);
      return status ? fail(status, { detail: 'fel' }) : fakeChat(call.body as ChatBody);
    },
  });
  const view = renderScreen(<ChatPage />, { path: url, route: '/winefinder' });
  const bodies = () => calls.map((c) => c.body as ChatBody);
  return { ...view, calls, bodies };
}

const log = () => screen.getByRole('log', { name: 'Samtal med sommelieren' });
const lines = () => within(log()).getAllByRole('paragraph').map((p) => p.textContent);

describe('ChatPage', () => {
  it('greets, asks the first question and offers quick replies with counts', async () => {
    const { bodies } = startChat();
    expect(await screen.findByRole('button', { name: 'Middag' })).toBeInTheDocument();
    expect(lines()).toEqual([`Sommelieren: ${GREETING}`, 'Sommelieren: Vad är tillfället?']);
    expect(screen.getByRole('group', { name: 'Svarsalternativ: Vad är tillfället?' })).toBeInTheDocument();
    expect(bodies()).toEqual([{ answers: {} }]);
    expect(screen.getByTestId('match-count')).toHaveTextContent('32 viner passar dina svar');
    expect(screen.getByRole('link', { name: 'Visa vinerna nu' })).toHaveAttribute('href', '/winefinder/results');
  });

  it('answers with a quick reply, shows the answer as a chip and moves focus to the next question', async () => {
    const user = userEvent.setup();
    const { bodies } = startChat();
    await user.click(await screen.findByRole('button', { name: 'Middag' }));
    const fisk = await screen.findByRole('button', { name: 'Fisk (12 viner)' });
    await waitFor(() => expect(screen.getByText('Vad ska du äta till vinet?')).toHaveFocus());
    // The question's answers come next in the tab order.
    await user.tab();
    expect(fisk).toHaveFocus();
    expect(bodies()[1]).toEqual({ answers: { occasion: 'middag' } });
    expect(lines().slice(-3)).toEqual(['Du: Middag', 'Sommelieren: Just nu passar 22 viner.', 'Sommelieren: Vad ska du äta till vinet?']);
    expect(within(screen.getByRole('list', { name: 'Dina svar' })).getByRole('button', { name: 'Ändra svaret ”Middag”' })).toBeInTheDocument();
    expect(screen.getByTestId('match-count')).toHaveTextContent('22 viner passar dina svar');

    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Vitt (8 viner)' });
    expect(bodies()[2]).toEqual({ answers: { occasion: 'middag', food: 'fisk' } });
    expect(screen.getByRole('link', { name: 'Visa vinerna nu' })).toHaveAttribute('href', '/winefinder/results?occasion=middag&food=fisk');
  });

  it('announces each answered question (the question, not the answer)', async () => {
    const user = userEvent.setup();
    const events = recordBus('analytics/event');
    startChat();
    await user.click(await screen.findByRole('button', { name: 'Middag' }));
    await screen.findByRole('button', { name: 'Fisk (12 viner)' });
    expect(events.map((e) => e.payload)).toEqual([{ name: 'c_winefinder_answer', props: { question_id: 'occasion' } }]);
  });

  it('focuses "Visa vinerna nu" when no question is left', async () => {
    const user = userEvent.setup();
    startChat();
    await user.click(await screen.findByRole('button', { name: 'Middag' }));
    await user.click(await screen.findByRole('button', { name: 'Fisk (12 viner)' }));
    await user.click(await screen.findByRole('button', { name: 'Vitt (8 viner)' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Visa vinerna nu' })).toHaveFocus());
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('sends free text with the open question, then moves focus to the new question (a phone closes its keyboard)', async () => {
    const user = userEvent.setup();
    const { bodies } = startChat();
    await screen.findByRole('button', { name: 'Middag' });
    const box = screen.getByRole('textbox', { name: 'Skriv till sommelieren' });
    await user.type(box, 'något till lax{Enter}');
    await screen.findByText('Jag uppfattade: till fisk.');
    expect(bodies()[1]).toEqual({ answers: {}, message: 'något till lax', question_id: 'occasion' });
    expect(box).toHaveValue('');
    await waitFor(() => expect(box).not.toHaveFocus());
    expect(document.activeElement).toHaveClass('wf-bubble');
    expect(lines()).toContain('Du: något till lax');
  });

  it('changes an answer through its chip: the answer is taken back and asked again', async () => {
    const user = userEvent.setup();
    const { bodies } = startChat();
    await user.click(await screen.findByRole('button', { name: 'Middag' }));
    await user.click(await screen.findByRole('button', { name: 'Fisk (12 viner)' }));
    await user.click(await screen.findByRole('button', { name: 'Ändra svaret ”Fisk”' }));
    await screen.findByRole('button', { name: 'Nöt (20 viner)' });
    expect(bodies().at(-1)).toEqual({ answers: { occasion: 'middag' } });
    expect(lines()).toContain('Du: Jag vill ändra ”Fisk”.');
    expect(screen.queryByRole('button', { name: 'Ändra svaret ”Fisk”' })).not.toBeInTheDocument();
  });

  it('keeps the conversation: a reload shows the log and asks the API for the open question only', async () => {
    const user = userEvent.setup();
    const first = startChat();
    await user.click(await screen.findByRole('button', { name: 'Middag' }));
    await screen.findByRole('button', { name: 'Fisk (12 viner)' });
    const before = lines();
    expect(loadConversation().answers).toEqual({ occasion: 'middag' });
    first.unmount();

    const second = startChat();
    expect(lines()).toEqual(before);
    await screen.findByRole('button', { name: 'Fisk (12 viner)' });
    expect(second.bodies()).toEqual([{ answers: { occasion: 'middag' } }]);
    // No greeting or count repeated after the reload.
    expect(lines()).toEqual(before);
  });

  it('shows a returning visitor the message box with the reply, not before it (no layout shift)', async () => {
    saveConversation({ answers: { occasion: 'middag' }, transcript: [{ from: 'sommelier', text: GREETING }] });
    let reply!: () => void;
    const replied = new Promise<undefined>((resolve) => (reply = () => resolve(undefined)));
    startChat('/winefinder', () => replied);
    expect(lines()).toEqual([`Sommelieren: ${GREETING}`]);
    expect(await screen.findByTestId('typing')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Skriv till sommelieren' })).not.toBeInTheDocument();
    reply();
    expect(await screen.findByRole('textbox', { name: 'Skriv till sommelieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fisk (12 viner)' })).toBeInTheDocument();
  });

  it('takes over answers from the URL (refining from the results) and clears the query', async () => {
    saveConversation({ answers: { occasion: 'fest' }, transcript: [{ from: 'user', text: 'Fest' }] });
    const { bodies } = startChat('/winefinder?food=fisk&style=vitt');
    await screen.findByText('Välkommen tillbaka! Jag har tagit med dina svar: Fisk, Vitt.');
    expect(bodies()).toEqual([{ answers: { food: ['fisk'], style: ['vitt'] } }]);
    expect(lines()).not.toContain('Du: Fest');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/winefinder$/));
    expect(loadConversation().answers).toEqual({ food: ['fisk'], style: ['vitt'] });
  });

  it('starts over', async () => {
    const user = userEvent.setup();
    startChat();
    await user.click(await screen.findByRole('button', { name: 'Middag' }));
    await user.click(await screen.findByRole('button', { name: 'Börja om' }));
    await screen.findByRole('button', { name: 'Middag' });
    expect(lines()).toEqual([`Sommelieren: ${GREETING}`, 'Sommelieren: Vad är tillfället?']);
    expect(loadConversation().answers).toEqual({});
  });

  it('shows the typing indicator while waiting, and a retry after a failure', async () => {
    const user = userEvent.setup();
    const errors: unknown[] = [];
    const sub = bus.on('error/show').subscribe((m) => errors.push(m.payload));
    let failing = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    startChat('/winefinder', async (call) => {
      if (!(call.body as ChatBody).answers?.occasion || !failing) return undefined;
      await held;
      return 500;
    });
    await user.click(await screen.findByRole('button', { name: 'Middag' }));
    expect(await screen.findByTestId('typing')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sommelieren skriver …');
    release();
    await screen.findByText('Sommelieren svarar inte just nu.');
    expect(errors).toEqual([{}]);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await screen.findByRole('button', { name: 'Fisk (12 viner)' });
    expect(lines().filter((l) => l === 'Du: Middag')).toHaveLength(1);
    expect(screen.queryByTestId('typing')).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it('offers a retry when the opening turn fails', async () => {
    const user = userEvent.setup();
    const errors = recordBus('error/show');
    let failing = true;
    const { bodies } = startChat('/winefinder', () => (failing ? 503 : undefined));
    await screen.findByText('Sommelieren svarar inte just nu.');
    expect(errors).toHaveLength(1);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await screen.findByRole('button', { name: 'Middag' });
    expect(lines()).toEqual([`Sommelieren: ${GREETING}`, 'Sommelieren: Vad är tillfället?']);
    expect(bodies()).toEqual([{ answers: {} }, { answers: {} }]);
  });

  it('starts over when the saved answers are no longer accepted', async () => {
    localStorage.setItem(CONVERSATION_KEY, JSON.stringify({ v: 1, answers: { style: 'blått' }, transcript: [{ from: 'user', text: 'Blått' }] }));
    startChat('/winefinder', (call) => ((call.body as ChatBody).answers?.style ? 400 : undefined));
    await screen.findByText('Några av de sparade svaren känner jag inte igen längre, så vi börjar om från början.');
    expect(await screen.findByRole('button', { name: 'Middag' })).toBeInTheDocument();
    expect(lines()).not.toContain('Du: Blått');
  });
});
