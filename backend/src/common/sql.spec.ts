import { arrayLiteral } from './sql';

describe('arrayLiteral', () => {
  it('writes words as they are, numbers joined, and quotes the rest', () => {
    expect(arrayLiteral(['kai', 'surfer.with-a_long:name', '', 'NULL', 'Null', 'nulls', 'a b', 'x"y', 'back\\slash', 'josé'])).toBe(
      '{kai,surfer.with-a_long:name,"","NULL","Null",nulls,"a b","x\\"y","back\\\\slash","josé"}',
    );
    expect(arrayLiteral([1, -2, 30])).toBe('{1,-2,30}');
    expect(arrayLiteral([])).toBe('{}');
  });
});
