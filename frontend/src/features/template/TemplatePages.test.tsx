import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';

describe('the template pages', () => {
  it.each(['/resources', '/pricing', '/blog'])('%s has the template brand’s own nav and Get Started button, not the Lineup header or footer', async (path) => {
    renderRoute(path);
    const nav = await screen.findByRole('navigation', { name: 'Stratus' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Resources', '/resources'],
      ['Pricing', '/pricing'],
      ['Blog', '/blog'],
    ]);
    expect(within(nav).getByRole('link', { name: path === '/resources' ? 'Resources' : path === '/pricing' ? 'Pricing' : 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lineup home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
  });

  it('offers Starter at $49, Professional at $99 (highlighted) and Enterprise at a custom price', async () => {
    renderRoute('/pricing');
    const plan = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
    expect(await plan('Starter')).toHaveTextContent('$49');
    expect(await plan('Professional')).toHaveTextContent('$99');
    expect(await plan('Professional')).toHaveAttribute('data-highlighted', 'true');
    expect(await plan('Professional')).toHaveTextContent('Most popular');
    expect(await plan('Enterprise')).toHaveTextContent('Custom');
    expect(await plan('Starter')).toHaveAttribute('data-highlighted', 'false');
  });

  it('lists four sample posts, each with its category, author and date', async () => {
    renderRoute('/blog');
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(4);
    for (const post of posts) {
      expect(within(post).getByText(/^By /)).toHaveTextContent(/By .+ · \w{3} \d{1,2}, 2025/);
      expect(post.querySelector('time')).toHaveAttribute('datetime');
    }
    expect(within(posts[0]).getByText('Product')).toBeInTheDocument();
  });
});
