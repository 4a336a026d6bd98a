import { LuArrowLeft, LuExternalLink } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { StoreButtons } from '../../components/store/StoreButtons';
import { Container } from '../../components/ui/Container';
import { WaveArt } from '../../components/visuals/WaveArt';
import { brand } from '../../config/brand';
import { storeClick } from '../../lib/page-markup';
import { media } from '../../styles/theme';
import { NEWS_ARTICLES, type NewsArticle } from './news-articles';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const StyledHeader = styled.header`
  padding: ${({ theme }) => theme.spacing(16, 0, 0)};
  background: ${({ theme }) => theme.colors.foam};
  h1 {
    font-size: ${({ theme }) => theme.font.size.display};
    letter-spacing: -0.02em;
  }
  p {
    margin-top: ${({ theme }) => theme.spacing(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(8)};
  padding: ${({ theme }) => theme.spacing(12, 0)};
`;

const StyledArticle = styled.article`
  padding: ${({ theme }) => theme.spacing(8, 6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing(10)};
  }
  h2 {
    margin: ${({ theme }) => theme.spacing(3, 0, 4)};
    font-size: ${({ theme }) => theme.font.size.xxl};
    letter-spacing: -0.01em;
  }
  p {
    line-height: 1.75;
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing(4)};
  }
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledTag = styled.span`
  padding: ${({ theme }) => theme.spacing(0.5, 2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledExcerpt = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledExternal = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(6)};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledBadges = styled.div`
  margin-top: ${({ theme }) => theme.spacing(8)};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(16)};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

function Article({ article }: { article: NewsArticle }) {
  const titleId = `${article.id}-title`;
  return (
    <StyledArticle aria-labelledby={titleId}>
      <StyledMeta>
        <time dateTime={article.date}>{DATE_FORMAT.format(new Date(article.date))}</time>
        <span aria-hidden="true">·</span>
        <span>{article.location}</span>
        {article.isExternal && article.source && <StyledTag>In the press: {article.source.name}</StyledTag>}
      </StyledMeta>
      <h2 id={titleId}>{article.title}</h2>
      <StyledExcerpt>{article.excerpt}</StyledExcerpt>
      {article.content.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {article.isExternal && article.source?.url && (
        <StyledExternal href={article.source.url} target="_blank" rel="noopener noreferrer">
          Read the full story on {article.source.name}
          <LuExternalLink size={16} aria-hidden="true" focusable="false" />
          <span className="visually-hidden">(opens in a new tab)</span>
        </StyledExternal>
      )}
      {article.withStoreBadges && (
        <StyledBadges>
          <StoreButtons tracking={storeClick('news')} />
        </StyledBadges>
      )}
    </StyledArticle>
  );
}

/** /news: the press feature and the launch announcement (docs/product.md). */
export function NewsPage() {
  return (
    <>
      <PageHead
        title={`News | ${brand.productName}`}
        description={`Announcements and press about ${brand.productName}, the AI surf forecast app for Northern California.`}
        path={paths.news}
      />
      <StyledHeader>
        <Container $narrow>
          <h1>News</h1>
          <p>Launch notes, press and what is next for {brand.productName}.</p>
        </Container>
        <WaveArt />
      </StyledHeader>
      <Container $narrow>
        <StyledList>
          {NEWS_ARTICLES.map((article) => (
            <Article key={article.id} article={article} />
          ))}
        </StyledList>
        <StyledBack to={paths.home}>
          <LuArrowLeft size={18} aria-hidden="true" focusable="false" />
          Back to Home
        </StyledBack>
      </Container>
    </>
  );
}
