import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { Button } from '../../components/ui/Button';
import { brand } from '../../config/brand';
import { appNeeded } from '../../lib/page-markup';
import { UNKNOWN_ERROR_MESSAGE, useGetRandomNumberQuery } from './random-api';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(16, 4, 20)};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.white} 100%);
`;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  text-align: center;
`;

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

/** Fixed height, so that Loading..., an error and a number all take the same room. */
const StyledResult = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 150px;
`;

const StyledNumber = styled.p`
  color: ${({ theme }) => theme.colors.teal};
  font-size: 4.5rem;
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const StyledGeneratedAt = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledLoading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledHint = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

function formatTimeOfDay(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString();
}

/** /random: one number on open, a new one on each click (docs/product.md). */
export function RandomNumberPage() {
  // A fresh number every time the page opens, never one left in the cache.
  const { data, error, isError, isFetching, refetch } = useGetRandomNumberQuery(undefined, { refetchOnMountOrArgChange: true });
  const loading = isFetching || (!data && !isError);

  return (
    <StyledPage {...appNeeded()}>
      <PageHead title={`Random Number Generator | ${brand.productName}`} description="Draw a random whole number from 1 to 100." path={paths.random} />
      <StyledHeading>Random Number Generator</StyledHeading>
      <StyledCard>
        <StyledResult aria-live="polite" aria-busy={loading}>
          {loading ? (
            <StyledLoading>Loading...</StyledLoading>
          ) : isError ? (
            <StyledError role="alert">{error?.message || UNKNOWN_ERROR_MESSAGE}</StyledError>
          ) : (
            data && (
              <>
                <StyledNumber data-testid="random-number">{data.number}</StyledNumber>
                <StyledGeneratedAt>
                  Generated at: <time dateTime={data.timestamp}>{formatTimeOfDay(data.timestamp)}</time>
                </StyledGeneratedAt>
              </>
            )
          )}
        </StyledResult>
        <Button $fullWidth onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Generating...' : 'Generate New Number'}
        </Button>
      </StyledCard>
      <StyledHint>Refresh the page to get a new random number automatically.</StyledHint>
    </StyledPage>
  );
}
