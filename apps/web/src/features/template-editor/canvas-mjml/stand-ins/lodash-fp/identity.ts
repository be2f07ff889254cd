import { identity } from '../lodash-fp';

export default identity;
