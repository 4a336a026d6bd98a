import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { media } from '../../styles/theme';
import { blogPage } from './template-content';
import { TemplateGrid } from './TemplateGrid';
import { TemplateHero } from './TemplateHero';
import { templateColors } from '../../styles/template-theme';

/** Each post's cover: the same abstract shapes in a different pair of the template's colours. */
const COVER_COLORS = [
  [templateColors.accent, templateColors.violet],
  [templateColors.sky, templateColors.accent],
  [templateColors.violet, templateColors.sky],
  [templateColors.accentDeep, templateColors.accent],
] as const;

const StyledPosts = styled(TemplateGrid)`
  gap: ${({ theme }) => theme.spacing(8)};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledPost = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${templateColors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${templateColors.white};
  svg {
    width: 100%;
    height: auto;
  }
`;

const StyledBody = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(6)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: -0.02em;
  }
  p {
    color: ${templateColors.text};
  }
`;

const StyledCategory = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${templateColors.accentSoft};
  && {
    color: ${templateColors.accentDeep};
  }
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledByline = styled.p`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing(2)};
  && {
    color: ${templateColors.muted};
  }
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function PostCover({ from, to, id }: { from: string; to: string; id: string }) {
  return (
    <svg viewBox="0 0 480 200" width="480" height="200" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`cover-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="480" height="200" fill={`url(#cover-${id})`} />
      <circle cx="400" cy="40" r="90" fill={templateColors.white} opacity="0.12" />
      <circle cx="60" cy="190" r="70" fill={templateColors.white} opacity="0.1" />
      <rect x="150" y="60" width="180" height="90" rx="14" fill={templateColors.white} opacity="0.18" />
      <rect x="170" y="82" width="110" height="10" rx="5" fill={templateColors.white} opacity="0.7" />
      <rect x="170" y="104" width="140" height="8" rx="4" fill={templateColors.white} opacity="0.45" />
      <rect x="170" y="122" width="80" height="8" rx="4" fill={templateColors.white} opacity="0.45" />
    </svg>
  );
}

export function BlogPage() {
  return (
    <>
      <PageHead title={blogPage.title} description={blogPage.description} path={paths.blog} />
      <TemplateHero eyebrow={blogPage.eyebrow} heading={blogPage.heading} intro={blogPage.intro} />
      <StyledPosts>
        {blogPage.posts.map((post, index) => {
          const [from, to] = COVER_COLORS[index % COVER_COLORS.length];
          return (
            <StyledPost key={post.id}>
              <PostCover from={from} to={to} id={post.id} />
              <StyledBody aria-labelledby={`post-${post.id}`}>
                <StyledCategory>{post.category}</StyledCategory>
                <h2 id={`post-${post.id}`}>{post.title}</h2>
                <p>{post.excerpt}</p>
                <StyledByline>
                  By {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                </StyledByline>
              </StyledBody>
            </StyledPost>
          );
        })}
      </StyledPosts>
    </>
  );
}
