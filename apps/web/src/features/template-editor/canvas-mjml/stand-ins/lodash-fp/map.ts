import { map } from '../lodash-fp';

export default map;
