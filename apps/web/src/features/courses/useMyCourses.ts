import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectLoggedIn } from '../session';
import { selectLibrary, selectMyCourses } from './selectors';
import { myCoursesRequested } from './slice';

/** The member's course runs (asked for once signed in) and the library that names their series. */
export function useMyCourses() {
  const dispatch = useDispatch();
  const mine = useSelector(selectMyCourses);
  const library = useSelector(selectLibrary);
  const loggedIn = useSelector(selectLoggedIn);
  useEffect(() => {
    if (loggedIn) dispatch(myCoursesRequested());
  }, [dispatch, loggedIn]);
  return { mine, library, loggedIn, reload: () => dispatch(myCoursesRequested()) };
}
