import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('may wrap only after the @ and before each dot, keeping the address whole', () => {
    const { container } = render(
      <p>
        <EmailText email="maria.conceicao@example.com.br" />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p).toHaveTextContent('maria.conceicao@example.com.br');
    expect(p.innerHTML).toBe('maria<wbr>.conceicao@<wbr>example<wbr>.com<wbr>.br');
  });

  it('leaves an address without dots or @ as one word', () => {
    const { container } = render(<EmailText email="semarroba" />);
    expect(container.innerHTML).toBe('semarroba');
  });
});
