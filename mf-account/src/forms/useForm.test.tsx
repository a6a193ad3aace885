import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormFooter, EmailField } from './fields';
import { useForm, type SendOutcome } from './useForm';
import { email } from './validation';

const RULES = { email: [email<'email'>('Fel adress')] };
const TEXTS = { submit: 'Skicka', sending: 'Skickar …' };

function Probe({ send, busy = false }: { send: (values: { email: string }) => Promise<SendOutcome>; busy?: boolean }) {
  const form = useForm(RULES, { busy });
  return (
    <form noValidate onSubmit={form.submit(send)}>
      <EmailField form={form} label="E-post" />
      <FormFooter form={form} texts={TEXTS} />
    </form>
  );
}

describe('useForm submit', () => {
  it('sends nothing while a field is invalid: shows its message and focuses it', async () => {
    const send = vi.fn(async () => undefined);
    render(<Probe send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Fel adress')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveFocus();
  });

  it('sends the values and shows the lines the answer gives, gone on the next try that goes through', async () => {
    const send = vi.fn<(values: { email: string }) => Promise<SendOutcome>>().mockResolvedValueOnce(['Adressen används redan.']).mockResolvedValueOnce(undefined);
    render(<Probe send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'a@b.se');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(send).toHaveBeenCalledWith({ email: 'a@b.se' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Adressen används redan.');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends once at a time: not while busy, when the button says so', async () => {
    const send = vi.fn(async () => undefined);
    render(<Probe send={send} busy />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'a@b.se');
    await userEvent.click(screen.getByRole('button', { name: 'Skickar …' }));
    expect(send).not.toHaveBeenCalled();
  });
});
