import styled from 'styled-components';
import { Figure, FigureDetail, FigureGrid } from '../../components/stats/FigureGrid';
import { formatCount, formatRateValue, formatShortDay } from '../../components/stats/format';
import { Panel, PanelText, PanelTitle } from '../../components/ui/Panel';
import type { Report } from '../../lib/api-types';
import { REPORT_COPY } from './report-content';

const COPY = REPORT_COPY.installs;
const NO_FIGURE = '—';

const StyledNotes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const storeFigure = (value: number | null) => (value === null ? NO_FIGURE : formatCount(value));

/** A store that reported none of the days has no figure, never 0 (docs/report-links.md). */
function StoreFigure({ term, value }: { term: string; value: number | null }) {
  return (
    <Figure term={term} value={storeFigure(value)}>
      {value === null && <FigureDetail>{COPY.notReported}</FigureDetail>}
    </Figure>
  );
}

/** The influencer's installs of the range, and up to which day each store's report is imported. */
export function ReportInstalls({ report }: { report: Report }) {
  const { appStore, playStore } = report.installsThrough;
  const through = [COPY.through(COPY.appStore, appStore && formatShortDay(appStore)), COPY.through(COPY.playStore, playStore && formatShortDay(playStore))].join(', ');
  return (
    <Panel aria-labelledby="report-installs-title">
      <PanelTitle id="report-installs-title">{COPY.title}</PanelTitle>
      {appStore === null && playStore === null ? (
        <PanelText>{COPY.none}</PanelText>
      ) : (
        <>
          <FigureGrid columns={3} wideFirst>
            <Figure term={COPY.total} value={storeFigure(report.installs)} lead>
              {report.installs === null ? (
                <FigureDetail>{COPY.notReported}</FigureDetail>
              ) : (
                report.installsPer100Visitors !== null && <FigureDetail>{COPY.per100Visitors(formatRateValue(report.installsPer100Visitors))}</FigureDetail>
              )}
            </Figure>
            <StoreFigure term={COPY.appStore} value={report.appStoreInstalls} />
            <StoreFigure term={COPY.playStore} value={report.playStoreInstalls} />
          </FigureGrid>
          <StyledNotes>
            <PanelText>{through}.</PanelText>
            <PanelText>{COPY.note}</PanelText>
          </StyledNotes>
        </>
      )}
    </Panel>
  );
}
