import common from './common.json';
import server_error from './server_error.json';

export { common, server_error };
