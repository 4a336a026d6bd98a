import { screen } from '@testing-library/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { renderWithProviders } from '../../test/render';
import { Notice } from './Notice';

describe('a notice', () => {
  it('is a complementary note named by its heading, its tone an attribute', () => {
    renderWithProviders(<Notice tone="danger" icon={LuTriangleAlert} headingId="n" title="Deletion is permanent" text="It cannot be undone." />);
    const note = screen.getByRole('complementary', { name: 'Deletion is permanent' });
    expect(note).toHaveAttribute('data-tone', 'danger');
    expect(note).toHaveTextContent('It cannot be undone.');
  });
});
