import { FiCheck, FiChevronLeft } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { CONSENT_CHECKBOX_LABEL, type InviteScreen, sampleInvite } from './sms-opt-in-content';

const StyledPhone = styled.div`
  width: 100%;
  max-width: 280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: 40px;
  background: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  aspect-ratio: 9 / 17;
  overflow: hidden;
  border-radius: 30px;
  background: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
`;

const StyledStatusBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(2, 5, 1)};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &::after {
    content: '';
    width: 22px;
    height: 10px;
    border: 1.5px solid currentColor;
    border-radius: 3px;
  }
`;

const StyledAppBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  svg {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

const StyledCrew = styled.div`
  padding: ${({ theme }) => theme.spacing(3, 4, 1)};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.tealDeep};
  }
`;

const StyledContact = styled.div<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(1, 3)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.tealSoft : 'transparent')};
  color: ${({ theme }) => theme.colors.ink};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledAvatar = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.ocean};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledTick = styled.span<{ $ticked: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  border-radius: 5px;
  border: 2px solid ${({ theme, $ticked }) => ($ticked ? theme.colors.teal : theme.colors.muted)};
  background: ${({ theme, $ticked }) => ($ticked ? theme.colors.teal : theme.colors.white)};
  color: ${({ theme }) => theme.colors.white};
`;

const StyledSelectTick = styled(StyledTick)`
  margin-left: auto;
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const StyledConsent = styled.div<{ $ticked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: auto ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1.5px solid ${({ theme, $ticked }) => ($ticked ? theme.colors.teal : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $ticked }) => ($ticked ? theme.colors.foam : theme.colors.warningSoft)};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledSend = styled.div<{ $enabled: boolean }>`
  margin: ${({ theme }) => theme.spacing(0, 3, 5)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ theme, $enabled }) =>
    $enabled
      ? css`
          background: ${theme.colors.tealHover};
          color: ${theme.colors.white};
        `
      : css`
          border: 1.5px dashed ${theme.colors.border};
          background: ${theme.colors.foam};
          color: ${theme.colors.muted};
        `}
`;

const StyledThread = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  flex: 1;
  padding: ${({ theme }) => theme.spacing(4, 3)};
  background: ${({ theme }) => theme.colors.sand};
`;

const StyledTime = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledBubble = styled.p`
  max-width: 88%;
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: 16px 16px 16px 4px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledReply = styled(StyledBubble)`
  align-self: flex-end;
  border-radius: 16px 16px 4px 16px;
  background: ${({ theme }) => theme.colors.tealHover};
  color: ${({ theme }) => theme.colors.white};
`;

function InviteScreenBody({ consentTicked }: { consentTicked: boolean }) {
  return (
    <>
      <StyledAppBar>
        <FiChevronLeft size={18} />
        {sampleInvite.screenTitle}
      </StyledAppBar>
      <StyledCrew>
        Invite friends to <strong>{sampleInvite.crew}</strong>
      </StyledCrew>
      {sampleInvite.contacts.map((contact) => (
        <StyledContact key={contact.name} $selected={contact.selected}>
          <StyledAvatar>{contact.name.charAt(0)}</StyledAvatar>
          <span>
            {contact.name}
            <small>{contact.detail}</small>
          </span>
          <StyledSelectTick $ticked={contact.selected}>{contact.selected && <FiCheck size={12} />}</StyledSelectTick>
        </StyledContact>
      ))}
      <StyledConsent $ticked={consentTicked}>
        <StyledTick $ticked={consentTicked}>{consentTicked && <FiCheck size={12} />}</StyledTick>
        <span>{CONSENT_CHECKBOX_LABEL}</span>
      </StyledConsent>
      <StyledSend $enabled={consentTicked}>{sampleInvite.sendLabel}</StyledSend>
    </>
  );
}

function MessageScreenBody() {
  return (
    <>
      <StyledAppBar>
        <FiChevronLeft size={18} />
        {sampleInvite.messageFrom}
      </StyledAppBar>
      <StyledThread>
        <StyledTime>{sampleInvite.messageTime}</StyledTime>
        <StyledBubble>{sampleInvite.message}</StyledBubble>
        <StyledReply>STOP</StyledReply>
      </StyledThread>
    </>
  );
}

type PhoneScreenshotProps = { screen: InviteScreen };

/** A drawn phone showing one screen of the invite flow; read as one image, described by its alt text. */
export function PhoneScreenshot({ screen }: PhoneScreenshotProps) {
  return (
    <StyledPhone role="img" aria-label={screen.alt}>
      <StyledScreen aria-hidden="true">
        <StyledStatusBar>6:12</StyledStatusBar>
        {screen.kind === 'invite' ? <InviteScreenBody consentTicked={screen.consentTicked} /> : <MessageScreenBody />}
      </StyledScreen>
    </StyledPhone>
  );
}
