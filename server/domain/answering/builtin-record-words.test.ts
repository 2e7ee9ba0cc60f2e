import { describe, expect, it } from 'vitest';
import { recordLine, recordSentences, statusWords } from './builtin-record-words.ts';

const f = (key: string, value: string) => ({ key, label: key.replace(/_/g, ' '), value });

describe('feed records in words', () => {
  it('says a price with its currency and stock as in or out of stock', () => {
    expect(
      recordSentences('Road bike', [f('price', '649'), f('stock', '0'), f('size', '56 cm')], false, 4),
    ).toBe('Road bike costs $649 and is out of stock. Size 56 cm.');
    expect(recordLine([f('price', '1299.5'), f('currency', 'EUR'), f('in_stock', 'true')])).toBe(
      '€1,299.50, in stock',
    );
    expect(recordLine([f('quantity', '3')])).toBe('in stock (3 available)');
  });

  it("says an order's status in words", () => {
    expect(recordSentences('Order 1042', [f('status', 'in_transit'), f('carrier', 'UPS')], true, 4)).toBe(
      'Order 1042 is in transit. Carrier UPS.',
    );
    expect(statusWords('SHIPPED')).toBe('has shipped');
    expect(statusWords('awaiting_pickup')).toBe('has the status "awaiting pickup"');
  });
});
