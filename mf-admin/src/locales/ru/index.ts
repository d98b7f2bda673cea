// The admin namespace in one language: a file for each part of the back office.
import frame from './frame.json';
import products from './products.json';

export default { ...frame, ...products };
