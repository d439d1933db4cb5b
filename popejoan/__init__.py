"""Pope Joan: the Victorian stops card game on a revolving staking board.

``popejoan.engine`` holds the rules (no pygame); ``popejoan.ai`` the computer
players; ``popejoan.ui`` the pygame front end; ``popejoan.cli`` the headless
commands (``python -m popejoan``).
"""

__version__ = "0.1.0"
