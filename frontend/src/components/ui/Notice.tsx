import type { IconType } from 'react-icons';
import styled from 'styled-components';

export type NoticeTone = 'warning' | 'danger';

/** One class for both tones: the tone is an attribute that swaps the accent variable. */
const StyledNotice = styled.aside`
  --notice-accent: ${({ theme }) => theme.colors.warning};
  display: flex;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5)};
  border-left: 4px solid var(--notice-accent);
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.ink};
  &[data-tone='danger'] {
    --notice-accent: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  svg {
    flex-shrink: 0;
    color: var(--notice-accent);
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
`;

type NoticeProps = {
  tone: NoticeTone;
  icon: IconType;
  title: string;
  text: string;
  headingId: string;
  className?: string;
};

/** A note the reader must not miss: an icon, a short heading and a sentence, on a tinted band. */
export function Notice({ tone, icon: Icon, title, text, headingId, className }: NoticeProps) {
  return (
    <StyledNotice data-tone={tone} aria-labelledby={headingId} className={className}>
      <Icon size={24} aria-hidden="true" focusable="false" />
      <div>
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
      </div>
    </StyledNotice>
  );
}
