import { useEffect, useState } from 'react';
import { FiCopy, FiDownload } from 'react-icons/fi';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '../../components/page/PageHead';
import { Button } from '../../components/ui/Button';
import { Pill } from '../../components/ui/Pill';
import { paths } from '../../config/paths';
import { errorCodeOf } from '../../lib/api';
import { appNeeded } from '../../lib/page-markup';
import type { Report, ReportRange } from '../../lib/api-types';
import { REPORT_RANGES } from '../../lib/contract';
import { useCopyText } from '../../lib/clipboard';
import { useQrImages } from '../../lib/qr-code';
import { media } from '../../styles/theme';
import { useGetReportQuery } from './report-api';
import { REPORT_COPY } from './report-content';
import { ReportChart } from './ReportChart';

const COUNT = new Intl.NumberFormat('en-US');
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const QR_DISPLAY_PX = 168;

const StyledPage = styled.section`
  padding: ${({ theme }) => theme.spacing(10, 4, 16)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.white} 420px);
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(14, 6, 20)};
  }
`;

const StyledInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  max-width: 960px;
  margin: 0 auto;
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  ${media.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.teal};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledHandle = styled.h1`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.xxl};
  overflow-wrap: anywhere;
  ${media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

const StyledCampaign = styled(Pill)`
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

const StyledRanges = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  ${media.md} {
    align-self: auto;
  }
`;

/** Three equal parts of the row on a phone. */
const StyledRange = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  flex: 1 1 0;
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.teal : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.white : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.tealHover : theme.colors.foam)};
  }
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

const StyledFigure = styled.div<{ $lead?: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme, $lead }) => ($lead ? theme.colors.teal : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $lead }) => ($lead ? theme.colors.tealSoft : theme.colors.white)};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    color: ${({ theme, $lead }) => ($lead ? theme.colors.tealDeep : theme.colors.ink)};
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  &:first-child {
    grid-column: 1 / -1;
    ${media.md} {
      grid-column: auto;
    }
  }
`;

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(6)};
  }
`;

const StyledCardTitle = styled.h2`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledInvite = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr auto;
  }
`;

const StyledInviteText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  input {
    flex: 1 1 240px;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.foam};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledQr = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  img,
  span {
    width: ${QR_DISPLAY_PX}px;
    height: ${QR_DISPLAY_PX}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.foam};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.tealDeep};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 520px;
  margin: ${({ theme }) => theme.spacing(8)} auto;
  padding: ${({ theme }) => theme.spacing(10, 6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledFooterNote = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** The token in the URL, read after mount: the prerendered page is the same for every link, so it hydrates without one. */
function useReportToken(): string | null | undefined {
  const { token } = useParams();
  const [mounted, setMounted] = useState<string | null | undefined>(undefined);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- undefined in the server render and hydration, the token only after, so the markup matches.
  useEffect(() => setMounted(token ?? null), [token]);
  return mounted;
}

function InviteLink({ link }: { link: string }) {
  const images = useQrImages(link);
  const { state, copy } = useCopyText(link);
  return (
    <StyledCard aria-labelledby="report-invite-title">
      <StyledCardTitle id="report-invite-title">{REPORT_COPY.inviteTitle}</StyledCardTitle>
      <StyledInvite>
        <StyledInviteText>
          <StyledMuted>{REPORT_COPY.inviteText}</StyledMuted>
          <StyledLinkRow>
            <input readOnly value={link} aria-label={REPORT_COPY.inviteUrl} onFocus={(event) => event.currentTarget.select()} />
            <Button onClick={copy}>
              <FiCopy aria-hidden="true" />
              {state === 'copied' ? REPORT_COPY.copied : REPORT_COPY.copy}
            </Button>
          </StyledLinkRow>
          {state === 'failed' && <StyledMuted role="alert">{REPORT_COPY.copyFailed}</StyledMuted>}
        </StyledInviteText>
        <StyledQr>
          {images === 'failed' ? (
            <StyledMuted role="alert">{REPORT_COPY.qrFailed}</StyledMuted>
          ) : images ? (
            <>
              <img src={images.png} width={QR_DISPLAY_PX} height={QR_DISPLAY_PX} alt={REPORT_COPY.qrAlt(link)} />
              <a href={images.png} download="lineup-invite-qr.png">
                <FiDownload aria-hidden="true" />
                {REPORT_COPY.downloadQr}
              </a>
            </>
          ) : (
            <span aria-hidden="true" />
          )}
        </StyledQr>
      </StyledInvite>
    </StyledCard>
  );
}

function Figures({ report }: { report: Report }) {
  const { figures } = REPORT_COPY;
  const counts = [
    { label: figures.visitors, value: COUNT.format(report.visitors), lead: true },
    { label: figures.pageViews, value: COUNT.format(report.pageViews) },
    { label: figures.appStoreClicks, value: COUNT.format(report.appStoreClicks) },
    { label: figures.playStoreClicks, value: COUNT.format(report.playStoreClicks) },
    { label: figures.conversion, value: `${report.conversion.toFixed(1)}%` },
  ];
  return (
    <StyledFigures>
      {counts.map(({ label, value, lead }) => (
        <StyledFigure key={label} $lead={lead}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </StyledFigure>
      ))}
    </StyledFigures>
  );
}

function ReportBody({ token }: { token: string }) {
  const [range, setRange] = useState<ReportRange>('30d');
  const { data, error, isError, isFetching, refetch } = useGetReportQuery({ token, range });
  const code = errorCodeOf(error);

  if (code === 'REPORT_LINK_NOT_FOUND') return <InvalidLink />;
  if (isError) {
    return (
      <StyledState role="alert">
        <p>{code === 'RATE_LIMITED' ? REPORT_COPY.limited : REPORT_COPY.failed}</p>
        <Button onClick={() => void refetch()}>{REPORT_COPY.retry}</Button>
      </StyledState>
    );
  }
  if (!data) return <StyledState aria-busy="true">{REPORT_COPY.loading}</StyledState>;

  return (
    <StyledInner aria-busy={isFetching}>
      <StyledHeader>
        <div>
          <StyledEyebrow>{REPORT_COPY.eyebrow}</StyledEyebrow>
          <StyledHandle>@{data.influencer}</StyledHandle>
          <StyledCampaign>{REPORT_COPY.campaigns[data.campaign]}</StyledCampaign>
        </div>
        <StyledRanges role="group" aria-label={REPORT_COPY.rangeLabel}>
          {REPORT_RANGES.map((option) => (
            <StyledRange key={option} $active={option === range} aria-pressed={option === range} onClick={() => setRange(option)}>
              {REPORT_COPY.ranges[option]}
            </StyledRange>
          ))}
        </StyledRanges>
      </StyledHeader>
      <Figures report={data} />
      <StyledCard aria-labelledby="report-chart-title">
        <StyledCardTitle id="report-chart-title">{REPORT_COPY.chartTitle}</StyledCardTitle>
        {data.daily.length > 0 ? <ReportChart days={data.daily} /> : <StyledMuted>{REPORT_COPY.noDays}</StyledMuted>}
      </StyledCard>
      <InviteLink link={data.inviteLink} />
      <StyledFooterNote>
        <StyledMuted>
          {REPORT_COPY.lastUpdated}: {data.lastUpdated ? <time dateTime={data.lastUpdated}>{DATE_TIME.format(new Date(data.lastUpdated))}</time> : REPORT_COPY.notYet}
        </StyledMuted>
        <StyledMuted>
          {REPORT_COPY.conversionNote} {REPORT_COPY.countingNote}
        </StyledMuted>
      </StyledFooterNote>
    </StyledInner>
  );
}

function InvalidLink() {
  return (
    <StyledState>
      <h1>{REPORT_COPY.invalidTitle}</h1>
      <StyledMuted>{REPORT_COPY.invalidText}</StyledMuted>
    </StyledState>
  );
}

/** /report/<token>: one influencer's figures in one campaign, opened without a login; the link is checked on every call (docs/report-links.md). */
export function ReportPage() {
  const token = useReportToken();
  return (
    <StyledPage {...appNeeded()}>
      <PageHead title={REPORT_COPY.pageTitle} description={REPORT_COPY.description} path={paths.report} />
      {token === undefined ? <StyledState aria-busy="true">{REPORT_COPY.loading}</StyledState> : token === null ? <InvalidLink /> : <ReportBody token={token} />}
    </StyledPage>
  );
}
