import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Figure, FigureGrid } from '../../components/stats/FigureGrid';
import { formatCount, formatDateTime, formatRate } from '../../components/stats/format';
import { RangePicker } from '../../components/stats/RangePicker';
import { PageHead } from '../../components/page/PageHead';
import { Button } from '../../components/ui/Button';
import { Panel, PanelText, PanelTitle } from '../../components/ui/Panel';
import { Pill } from '../../components/ui/Pill';
import { paths } from '../../config/paths';
import { errorCodeOf } from '../../lib/api';
import type { Report } from '../../lib/api-types';
import { REPORT_RANGES } from '../../lib/contract';
import { type RangeOptions, useRangeParams } from '../../lib/date-range';
import { appNeeded } from '../../lib/page-markup';
import { media } from '../../styles/theme';
import { InviteLink } from './InviteLink';
import { useGetReportQuery } from './report-api';
import { REPORT_COPY } from './report-content';
import { ReportChart } from './ReportChart';
import { ReportInstalls } from './ReportInstalls';

/** The report API's ranges (its default first asked), in the URL as every range is: a shared link keeps its period. */
const REPORT_RANGE: RangeOptions<(typeof REPORT_RANGES)[number]> = { presets: REPORT_RANGES, fallback: '30d' };

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

function Figures({ report }: { report: Report }) {
  const { figures } = REPORT_COPY;
  return (
    <FigureGrid columns={5} wideFirst>
      <Figure term={figures.visitors} value={formatCount(report.visitors)} lead />
      <Figure term={figures.pageViews} value={formatCount(report.pageViews)} />
      <Figure term={figures.appStoreClicks} value={formatCount(report.appStoreClicks)} />
      <Figure term={figures.playStoreClicks} value={formatCount(report.playStoreClicks)} />
      <Figure term={figures.conversion} value={formatRate(report.conversion)} />
    </FigureGrid>
  );
}

function ReportBody({ token }: { token: string }) {
  const { preset: range, choosePreset } = useRangeParams(REPORT_RANGE);
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
        <RangePicker legend={REPORT_COPY.rangeLabel} hideLegend presets={REPORT_RANGE.presets} preset={range} range={data} onPreset={choosePreset} />
      </StyledHeader>
      <Figures report={data} />
      <ReportInstalls report={data} />
      <Panel aria-labelledby="report-chart-title">
        <PanelTitle id="report-chart-title">{REPORT_COPY.chartTitle}</PanelTitle>
        {data.daily.length > 0 ? <ReportChart days={data.daily} /> : <PanelText>{REPORT_COPY.noDays}</PanelText>}
      </Panel>
      <InviteLink link={data.inviteLink} />
      <StyledFooterNote>
        <PanelText>
          {REPORT_COPY.lastUpdated}: {data.lastUpdated ? <time dateTime={data.lastUpdated}>{formatDateTime(data.lastUpdated)}</time> : REPORT_COPY.notYet}
        </PanelText>
        <PanelText>
          {REPORT_COPY.conversionNote} {REPORT_COPY.countingNote}
        </PanelText>
      </StyledFooterNote>
    </StyledInner>
  );
}

function InvalidLink() {
  return (
    <StyledState>
      <h1>{REPORT_COPY.invalidTitle}</h1>
      <PanelText>{REPORT_COPY.invalidText}</PanelText>
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
