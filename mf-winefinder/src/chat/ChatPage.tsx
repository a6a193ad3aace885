import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { bus, ROUTES, track, errorStatus } from '@vinkompassen/shared-contracts';
import { useGetWinefinderOpeningQuery, useWinefinderChatMutation, WINEFINDER_OPENING, winefinderApi } from '../ui/winefinderApi';
import type { WinefinderAnswerChip, WinefinderChatResponse, WinefinderOption } from '@vinkompassen/shared-contracts/schemas';
import { Page, useHydrated } from '@vinkompassen/ui-kit';
import { hasAnswers, toInput, withoutAnswer, answersFromSearch, answersToSearch, sameAnswers, clearConversation, loadConversation, saveConversation } from '../answers';
import { TEXTS } from '../texts';
import { AnswerChips } from './AnswerChips';
import { answerTurn, chatReducer, isNewConversation, isPristine, startChat, type Turn } from './chatState';
import { MessageForm } from './MessageForm';
import { revealAboveBar } from './revealAboveBar';
import { MessageLog, TypingIndicator } from './MessageLog';
import { QuickReplies } from './QuickReplies';
import './chat.css';
import '../ui/page.css';


const adoptedIntro = (response: WinefinderChatResponse) => TEXTS.chat.adopted(response.chips.map((c) => c.label).join(', '));

/**
 * /winefinder: the sommelier chat. The API is stateless, so the answers (and the log) live here and in
 * localStorage; a reload re-sends the answers to get the open question back. A `?food=…` query (from
 * the results page's "Ändra svaren") replaces the saved answers. A new conversation opens with the opening turn,
 * a query the server renders with the page (the greeting is the page's largest content).
 */
export function ChatPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The saved conversation is the browser's. Rendered in the browser, the first render has it; hydrating the server's
  // HTML (which has none), the first render must not, so it is taken in right after hydration ('restored').
  const hydrated = useHydrated();
  // null until read: on the server and while hydrating.
  const [saved, setSaved] = useState(() => (hydrated ? loadConversation() : null));
  const { data: cachedOpening } = winefinderApi.endpoints.getWinefinderOpening.useQueryState();
  const [state, dispatch] = useReducer(chatReducer, undefined, () => startChat(saved, cachedOpening));
  const restored = useRef(hydrated);
  const pristine = isPristine(state);
  // Asked for only once the saved conversation is known not to continue.
  const opening = useGetWinefinderOpeningQuery(undefined, { skip: saved === null || !pristine });
  const [postChat] = useWinefinderChatMutation();
  // Only the latest turn may land (a restart while waiting drops the older answer).
  const turnSeq = useRef(0);
  const composerRef = useRef<HTMLDivElement>(null);
  const showWinesRef = useRef<HTMLAnchorElement>(null);
  const chatRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const focusAfterReply = useRef(false);
  const scrollToComposer = useRef(false);

  const run = useCallback(
    async (turn: Turn, intro?: (response: WinefinderChatResponse) => string) => {
      const seq = ++turnSeq.current;
      dispatch({ type: 'sent', turn });
      try {
        const response = await postChat(turn.request).unwrap();
        if (seq === turnSeq.current) dispatch({ type: 'replied', response, speak: turn.speak, intro: intro?.(response) });
      } catch (error) {
        if (seq !== turnSeq.current) return;
        if (errorStatus(error) === 400 && !turn.request.message && hasAnswers(turn.request.answers ?? {})) {
          // Saved or linked answers the API no longer accepts: start over rather than stay stuck.
          dispatch({ type: 'restarted' });
          void run({ request: { answers: {} }, speak: true }, () => TEXTS.chat.unknownSaved);
          return;
        }
        dispatch({ type: 'failed' });
        bus.publish('error/show', {});
      }
    },
    [postChat],
  );

  // The opening turn, when it was not at hand for the first render (a failure can be retried as a turn).
  useEffect(() => {
    if (!pristine) return;
    if (opening.data) dispatch({ type: 'replied', response: opening.data, speak: true });
    else if (opening.isError) {
      dispatch({ type: 'sent', turn: { request: WINEFINDER_OPENING, speak: true } });
      dispatch({ type: 'failed' });
      bus.publish('error/show', {});
    }
  }, [pristine, opening.data, opening.isError]);

  useEffect(() => {
    // Not before the saved conversation is in: the hydration render's (the opening, or nothing) would replace it.
    if (!restored.current) return;
    if (state.lines.length > 0 || hasAnswers(state.answers)) saveConversation({ answers: state.answers, transcript: state.lines });
    else clearConversation();
  }, [state.answers, state.lines]);

  // First browser render: continue the saved conversation, or take over answers from the URL.
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    let conversation = saved;
    if (!conversation) {
      conversation = loadConversation();
      setSaved(conversation);
      restored.current = true;
      if (!isNewConversation(conversation)) dispatch({ type: 'restored', conversation });
    }
    const linked = answersFromSearch(location.search);
    if (hasAnswers(linked) && !sameAnswers(linked, conversation.answers)) {
      dispatch({ type: 'restarted' });
      void run({ request: { answers: toInput(linked) }, speak: true }, adoptedIntro);
    } else if (!isNewConversation(conversation)) {
      scrollToComposer.current = conversation.transcript.length > 0;
      void run({ request: { answers: toInput(conversation.answers) }, speak: conversation.transcript.length === 0 });
    }
    if (location.search) navigate({ search: '' }, { replace: true });
  }, [hydrated, location.search, navigate, run, saved]);

  // After an answer (a button or typed), focus the new question (on a phone that closes the keyboard) and bring
  // it and its first answers up above the sticky bar; with no question left, focus the way to the wines.
  // A continued conversation opens where it left off.
  useEffect(() => {
    if (!state.reply) return;
    if (scrollToComposer.current) {
      scrollToComposer.current = false;
      composerRef.current?.scrollIntoView?.({ block: 'end' });
    }
    if (!focusAfterReply.current) return;
    focusAfterReply.current = false;
    const firstOption = composerRef.current?.querySelector<HTMLButtonElement>('.wf-reply');
    const asked = [...(chatRef.current?.querySelectorAll<HTMLElement>('.wf-line--sommelier .wf-bubble') ?? [])].at(-1);
    if (!firstOption || !asked) {
      showWinesRef.current?.focus();
      return;
    }
    asked.focus({ preventScroll: true });
    const firstRow = [...(composerRef.current?.querySelectorAll<HTMLElement>('.wf-reply') ?? [])].slice(0, 2).at(-1) ?? firstOption;
    revealAboveBar(asked, firstRow, barRef.current);
  }, [state.reply]);

  // The pressed button disappears while the sommelier answers: park focus in the composer meanwhile.
  const holdFocus = () => {
    focusAfterReply.current = true;
    composerRef.current?.focus({ preventScroll: true });
  };

  const waiting = state.status === 'waiting' || (pristine && !opening.isError);
  // The message box appears with this visit's first reply, not before it: the greeting, or on a returning visit
  // the typing dots and quick replies, would push it down (layout shift). Once shown it stays, so a restart
  // keeps the focus parked in it.
  const greetedRef = useRef(false);
  greetedRef.current ||= state.reply !== null || state.status === 'failed';
  const greeted = greetedRef.current;
  const question = state.reply?.question ?? null;

  const choose = (option: WinefinderOption) => {
    if (!question || waiting) return;
    holdFocus();
    track('c_winefinder_answer', { question_id: question.id });
    void run(answerTurn(state.answers, question.id, option.value, option.label));
  };

  const change = (chip: WinefinderAnswerChip) => {
    if (waiting) return;
    holdFocus();
    const answers = withoutAnswer(state.answers, chip.question_id, chip.value);
    void run({ request: { answers: toInput(answers) }, userText: TEXTS.chat.changing(chip.label), speak: true });
  };

  const say = (message: string) => {
    focusAfterReply.current = true;
    void run({
      request: { answers: toInput(state.answers), message, ...(question ? { question_id: question.id } : {}) },
      userText: message,
      speak: true,
    });
  };

  const restart = () => {
    holdFocus();
    dispatch({ type: 'restarted' });
    void run({ request: { answers: {} }, speak: true });
  };

  const retry = () => {
    if (state.turn) void run(state.turn);
  };

  const resultsUrl = `${ROUTES.winefinderResults}${answersToSearch(state.answers)}`;
  const chips = state.reply?.chips ?? [];

  return (
    <Page remote="winefinder" className="wf-page" heading={TEXTS.winefinder.heading} intro={TEXTS.winefinder.intro}>
      <div className="wf-chat" ref={chatRef}>
        {chips.length > 0 && <AnswerChips chips={chips} disabled={waiting} onChange={change} onRestart={restart} />}
        <MessageLog lines={state.lines} />
        {waiting && <TypingIndicator />}
        <p className="vk-visually-hidden" role="status">
          {waiting ? TEXTS.chat.typing : ''}
        </p>
        {state.status === 'failed' && (
          <div className="wf-chat__failed">
            <p>{TEXTS.chat.failed}</p>
            <button type="button" className="vk-button vk-button--small" onClick={retry}>
              {TEXTS.chat.retry}
            </button>
          </div>
        )}
        {greeted && (
          <div className="wf-composer" ref={composerRef} tabIndex={-1}>
            {!waiting && question && <QuickReplies question={question} onChoose={choose} />}
            <MessageForm busy={waiting} onSend={say} />
          </div>
        )}
      </div>
      <div className="wf-bar" ref={barRef}>
        <p className="wf-bar__count" data-testid="match-count">
          {state.reply ? TEXTS.chat.matchCount(state.reply.match_count) : TEXTS.chat.counting}
        </p>
        <Link ref={showWinesRef} className="vk-button vk-button--primary wf-bar__show" to={resultsUrl}>
          {TEXTS.chat.showWines}
        </Link>
      </div>
    </Page>
  );
}
