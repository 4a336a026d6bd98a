import { render, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../styles/theme';
import { ConversionBadge } from './ConversionBadge';

function renderBadge(rate: number) {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <ConversionBadge rate={rate} />
    </ThemeProvider>,
  );
  return within(container).getByText(`${rate.toFixed(1)}%`);
}

describe('ConversionBadge', () => {
  it('is red at exactly 5%: yellow starts above 5', () => {
    expect(renderBadge(5)).toHaveAttribute('data-tone', 'low');
    expect(renderBadge(5)).toHaveStyle({ color: theme.colors.danger });
  });

  it('is yellow just above 5% and still yellow at exactly 10%', () => {
    expect(renderBadge(5.1)).toHaveAttribute('data-tone', 'medium');
    expect(renderBadge(10)).toHaveAttribute('data-tone', 'medium');
    expect(renderBadge(10)).toHaveStyle({ color: theme.colors.warning });
  });

  it('is green above 10%', () => {
    expect(renderBadge(10.1)).toHaveAttribute('data-tone', 'high');
    expect(renderBadge(10.1)).toHaveStyle({ color: theme.colors.success });
  });

  it('is red with no conversions at all', () => {
    expect(renderBadge(0)).toHaveAttribute('data-tone', 'low');
  });
});
