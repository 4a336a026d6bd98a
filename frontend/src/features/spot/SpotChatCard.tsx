import { useId, type FormEvent } from 'react';
import { LuMessagesSquare, LuSend } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { StyledCardTitle, StyledSpotCard } from './SpotCard';
import { SPOT_COPY } from './spot-content';
import type { ChatMessage } from './spot-types';

/** Each message: the author's initials in a round avatar, then a line with the author and time, then the text. */
const StyledMessages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(3)};
  }
  li > span {
    display: grid;
    place-items: center;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.tealSoft};
    color: ${({ theme }) => theme.colors.tealDeep};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p:first-child {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.spacing(0, 2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A round text field and a round teal send button beside it. */
const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(2, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.ink};
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
  input:focus-visible {
    border-color: ${({ theme }) => theme.colors.teal};
  }
  button {
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.teal};
    color: ${({ theme }) => theme.colors.white};
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.tealHover};
  }
`;

/** Deep teal: the brand teal on white is under 4.5:1 at this size. */
const StyledGuidelines = styled(Link)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.tealDeep};
  &:hover {
    color: ${({ theme }) => theme.colors.tealHover};
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

type SpotChatCardProps = { messages: readonly ChatMessage[]; onPost: () => void };

/** The latest spot chat messages; posting happens in the app, so sending opens the app invitation. */
export function SpotChatCard({ messages, onPost }: SpotChatCardProps) {
  const titleId = useId();
  const inputId = useId();
  const copy = SPOT_COPY.chat;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPost();
  };
  return (
    <StyledSpotCard aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>
        <LuMessagesSquare aria-hidden="true" />
        {copy.title}
      </StyledCardTitle>
      <StyledMessages>
        {messages.map((message) => (
          <li key={message.id} data-testid="chat-message">
            <span aria-hidden="true">{initials(message.author)}</span>
            <div>
              <p>
                <strong>{message.author}</strong>
                {message.dayLabel ? `${message.dayLabel}, ${message.time}` : message.time}
              </p>
              <p>{message.text}</p>
            </div>
          </li>
        ))}
      </StyledMessages>
      {/* Before the script runs, sending leads to the download page: posting happens in the app either way. */}
      <StyledForm action={paths.getApp} method="get" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {copy.inputLabel}
        </label>
        <input id={inputId} type="text" placeholder={copy.inputPlaceholder} autoComplete="off" maxLength={500} />
        <button type="submit" aria-label={copy.send}>
          <LuSend size={18} aria-hidden="true" />
        </button>
      </StyledForm>
      <StyledGuidelines to={paths.communityGuidelines}>{copy.guidelines}</StyledGuidelines>
    </StyledSpotCard>
  );
}
