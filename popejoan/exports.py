"""The old name of :mod:`popejoan.storage.exports` (deals saved as deal files), kept only so that modules not yet
moved to the new name still import: it re-exports the names they import and holds nothing itself.

New code imports :mod:`popejoan.storage.exports`; remove this module once nothing imports ``popejoan.exports``.
"""

from __future__ import annotations

from popejoan.storage.exports import (
    EXPORT_DIR_ENV,
    DealNotSaved,
    deal_file_name,
    deals_dir,
    save_deal_file,
)

__all__ = ["EXPORT_DIR_ENV", "DealNotSaved", "deal_file_name", "deals_dir", "save_deal_file"]
