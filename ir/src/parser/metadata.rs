//! The file metadata dictionary `{-# key: {...}, ... #-}` (dialect resources such as the blobs
//! of `dense_resource` attributes), kept so that it can be printed back.

use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::Metadata;

use super::Parser;

impl<'a> Parser<'a> {
    /// Parses `{-# entries #-}` (the current token is `{-#`) into the module's metadata.
    pub(crate) fn parse_file_metadata(&mut self) -> Result<()> {
        self.bump()?;
        let mut entries = self.parse_metadata_entries(TokKind::FileMetadataEnd)?;
        self.module.file_metadata.append(&mut entries);
        Ok(())
    }

    fn parse_metadata_entries(&mut self, close: TokKind) -> Result<Vec<(String, Metadata)>> {
        let mut out = vec![];
        if self.eat(close)? {
            return Ok(out);
        }
        loop {
            let key = match self.token().kind {
                TokKind::BareId => self.text().to_string(),
                TokKind::String => self.parse_string_token_text(),
                _ => return Err(self.err("expected identifier key in file metadata dictionary")),
            };
            self.bump()?;
            self.expect(TokKind::Colon, "':'")?;
            let value = match self.token().kind {
                TokKind::LBrace => {
                    self.bump()?;
                    self.enter()?;
                    let r = self.parse_metadata_entries(TokKind::RBrace);
                    self.exit();
                    Metadata::Map(r?)
                }
                TokKind::String | TokKind::BareId | TokKind::Integer => {
                    let t = self.text().to_string();
                    self.bump()?;
                    Metadata::Token(t)
                }
                _ => return Err(self.err("expected value in file metadata dictionary")),
            };
            out.push((key, value));
            if !self.eat(TokKind::Comma)? {
                break;
            }
        }
        let what = if close == TokKind::RBrace {
            "'}'"
        } else {
            "'#-}'"
        };
        self.expect(close, what)?;
        Ok(out)
    }

    fn parse_string_token_text(&self) -> String {
        self.text().to_string()
    }
}
