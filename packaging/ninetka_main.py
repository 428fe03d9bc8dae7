"""The frozen app's entry point (packaging/ninetka.spec).

freeze_support() comes before anything else: an AI worker process of the frozen app is this
same executable started again, and it must run the worker, not a second window, and without
loading Qt first.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from ninetka_desktop.app import main

    raise SystemExit(main())
