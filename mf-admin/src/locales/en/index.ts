// The admin namespace in one language: a file for each part of the back office.
import frame from './frame.json';
import stock from './stock.json';

export default { ...frame, ...stock };
