import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { isOnline } from '../../components/useOnline';
import { announceConversationChange } from '../../features/messages/conversationSync';
import { useMediaQuery } from '../../components/useMediaQuery';
import { translateProblem, type Problem } from '../../i18n/problems';
import { MESSAGE_MAX_LENGTH, messageTextProblem } from '../../lib/messageText';
import { theme } from '../../styles/theme';
import { useSendMessage } from './useSendMessage';

/** Where Enter sends: a desktop's keyboard and mouse. A phone's on-screen Enter writes a new line, and 'Send' sends. */
const DESKTOP = '(hover: hover) and (pointer: fine)';

const offline = msg`You're offline. Your reply is kept here: send it once you're back online.`;
const failed = msg`Your reply could not be sent. It is kept here: please try again.`;

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  margin-top: 1.5rem;
  padding: 1rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  textarea { min-height: 5.5rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/** The 'Reply' box and 'Send' button. What was typed stays until the message is sent. */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [send, { loading }] = useSendMessage(conversationId);
  const desktop = useMediaQuery(DESKTOP);
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const { t, i18n } = useLingui();

  const submit = async () => {
    if (loading) return;
    setFailure(null);
    const problem = messageTextProblem(text);
    if (problem) {
      setFieldError({ message: problem });
      box.current?.focus();
      return;
    }
    setFieldError(null);
    if (!isOnline()) {
      setFailure({ message: '', descriptor: offline });
      return;
    }
    try {
      const { data } = await send({ variables: { conversationId, text } });
      const [error] = data?.sendMessage.errors ?? [];
      if (error) {
        if (error.field === 'text') setFieldError(error);
        else setFailure(error);
        return;
      }
      setText('');
      announceConversationChange();
    } catch {
      setFailure({ message: '', descriptor: failed });
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !desktop) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form onSubmit={onSubmit} noValidate>
      <TextAreaField
        ref={box}
        id="reply"
        name="text"
        label={t({ message: 'Reply', context: 'Label of the box to answer a conversation' })}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          if (fieldError) setFieldError(null);
        }}
        onKeyDown={onKeyDown}
        {...(desktop && !fieldError ? { 'aria-describedby': hintId } : {})}
        error={fieldError ? translateProblem(i18n, fieldError) : undefined}
      />
      {failure ? <Failure role="alert">{translateProblem(i18n, failure)}</Failure> : null}
      <Actions>
        {desktop ? (
          <Hint id={hintId}>
            <Trans>Enter sends; Shift+Enter starts a new line.</Trans>
          </Hint>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={loading}>
          {loading ? t`Sending...` : <Trans context="Button that sends a reply">Send</Trans>}
        </Button>
      </Actions>
    </Form>
  );
}
