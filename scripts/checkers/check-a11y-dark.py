#!/usr/bin/env python3
"""check-a11y.py in the dark colour scheme: the same axe-core run, with Chromium's
--force-dark-mode, so `prefers-color-scheme: dark` applies (spots-site's addition to the
shared checkers; arguments as for check-a11y.py)."""
import importlib.util, sys
from pathlib import Path

spec = importlib.util.spec_from_file_location("check_a11y", Path(__file__).with_name("check-a11y.py"))
check_a11y = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_a11y)


class DarkOptions(check_a11y.webdriver.ChromeOptions):
    def __init__(self):
        super().__init__()
        self.add_argument("--force-dark-mode")


check_a11y.webdriver.ChromeOptions = DarkOptions
print("check-a11y (dark colour scheme):")
sys.argv[0] = "check-a11y-dark.py"
check_a11y.main()
