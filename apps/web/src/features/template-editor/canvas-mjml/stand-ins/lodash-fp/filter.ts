import { filter } from '../lodash-fp';

export default filter;
