import { join } from '../lodash-fp';

export default join;
