import { flow } from '../lodash-fp';

export default flow;
